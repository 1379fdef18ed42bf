// The only public entry of Atrium: every export is named here.

// Resources
export { createViewResource, can } from './resource/createViewResource'
export { getViewResource, listViewResources } from './state/registry'
export { configureAtrium, getAtriumConfiguration } from './config/configureAtrium'
export { layout } from './layouts/layout'

// Data
export { hydraDialect } from './dialects/hydra'
export { createHttpRepository } from './repositories/createHttpRepository'
export { createLocalRepository, localStorageKey } from './repositories/createLocalRepository'
export { ApiError, isApiError } from './errors/ApiError'

// Store integration
export { atriumApi } from './state/atriumApi'
export { atriumReducers } from '../store/atriumReducers'
export { atriumMiddleware } from '../store/atriumMiddleware'
export { createAtriumStore } from '../store/createAtriumStore'
export { atriumSerializableCheck } from '../store/atriumSerializableCheck'

export type {
  Action, Collection, FieldFilter, FieldPath, FilterGroups, FilterOperator, FilterOperators, FilterScalar, HookContext, ListFilters, ListParams,
  NoInferred, ObservableRepository, RecordId, Repository, RequestMeta, SortDirection, SortOrder, ViewResourceContext,
} from './types'
export type { FilterCondition, FilterGroup, FilterNode, TextOperator } from './filters/filterVocabulary'
export type { ApiErrorData, Violation } from './errors/ApiError'
export type { ApiConfiguration, AtriumConfiguration, Messages, ViewDefaults } from './config/configureAtrium'
export type { Dialect, DialectOperation, DialectRequest, DialectResponse, HttpMethod } from './dialects/Dialect'
export type {
  BoardColumn, BoardLayout, BoardOptions, CalendarLayout, ColumnValue, DateField, ListLayout, SingleField, TableLayout, TextField, TimelineLayout,
} from './layouts/layout'
export type {
  ActionOptions, AfterSave, FieldOf, FormInputs, FormOptions, InputDefinition, InputType, PermissionRule, Permissions,
  QuotaOptions, QuotaUsage, ReadParams, RealtimeOptions, ResourceComponents, ResourceHooks, SelectOption, ViewResourceOptions,
  DataSource, ElementOf, FieldValue, FilterDefinitions, LazyResource, OptionValue, ResourceDeclaration,
  PathResourceOptions, LocalResourceOptions, RepositoryResourceOptions,
} from './resource/types'
export type {
  BulkOutcome, ChangeEvent, CreateArg, DeleteArg, DeleteManyArg, ListArg, MutationEndpoint, QueryEndpoint, ReadArg, ResourceEndpoints, UpdateArg,
  UpdateManyArg, ViewResource, CachePatch, CacheUpdate, ResourceDefinitions, ResourceTag, ResourceUtil, TypedViewResource,
} from './resource/ViewResource'
export type { QuotaState } from './resource/quota'
export type { AtriumReducers, AtriumRootState, AtriumState, PersistedSliceState } from '../store/atriumReducers'
export type { AtriumApi } from './state/atriumApi'
export type { AtriumStore, CreateAtriumStoreOptions } from '../store/createAtriumStore'

// Routing
export { buildViewPath, parseViewPath, parseScopeName } from './routing/viewPath'
export type { OverView, ViewLocation } from './routing/viewPath'
export type { ListQuery } from './routing/listQuery'

// Scopes
export { AtriumProvider } from './scope/AtriumProvider'
export { useScopeContext } from './scope/ScopeContext'
export { createScope } from './scope/createScope'
export { UnauthorizedError, ForbiddenError, AuthorizationTimeoutError, statusOf } from './authorization/errors'
export { AdminLayout } from './admin/AdminLayout'
export { adminLayoutStyles } from './admin/adminLayoutStyles'
export { createItemMenuWithResource } from './scope/createItemMenuWithResource'
export { createSessionAuthorization } from './session/createSessionAuthorization'
export { createTokenSession } from './session/createTokenSession'
export { SessionNotKeptError } from './session/SessionNotKeptError'
export { splitRoles, hasAcceptedRole } from './session/roles'
export { safeReturnTo } from './routing/safeReturnTo'
export { atriumSessionPersistConfig } from '../store/persistSession'
export type { AtriumTheme } from './theme/AtriumTheme'
export type { AtriumProviderConfiguration, MenuEntry, Scope, ScopeContextValue, ScopeResource } from './scope/types'
export type { AtriumProviderProps } from './scope/AtriumProvider'
export type { ViewResourceContextParams } from './scope/viewParams'
export type { AdminLayoutProps } from './admin/AdminLayout'
export type { ResourceMenuEntry } from './scope/createItemMenuWithResource'
export type { SessionAuthorization, SessionAuthorizationOptions } from './session/createSessionAuthorization'
export type { TokenSession, TokenSessionOptions } from './session/createTokenSession'
export type { Roles } from './session/roles'
export type { SessionBinding, SessionStore } from './session/sessionMirror'
export type { AuthorizationStatus, ScopeAuthorization } from '../slices/authorizationSlice'
export { clearUserData, userDataCleared } from '../slices/sessionSlice'
export type { SessionState, SessionUser } from '../slices/sessionSlice'

// Frames
export { open, resolveOpenMode } from './frames/open'
export { useFrameTitle } from './frames/FrameTitle'
export type { CustomFrame, FrameProps, OpenMode } from './frames/open'

// Realtime
export { useRealtime } from './realtime/useRealtime'
export { useChangedElsewhere } from './realtime/useChangedElsewhere'
export { realtimeSubscribed, realtimeUnsubscribed, selectRealtime } from '../slices/realtimeSlice'
export type { RealtimeConnectionState, RealtimeConnectionStatus, RealtimeState } from '../slices/realtimeSlice'
export type { EventSourceConstructor, EventSourceLike, RealtimeConfiguration } from './realtime/realtimeConfiguration'
export type { GenericRealtimeMessage } from './realtime/realtimeMessage'

// Dialects
export { strapiDialect } from './dialects/strapi'
export { postgrestDialect } from './dialects/postgrest'
export { supabaseDialect } from './dialects/supabase'
export { fastapiDialect } from './dialects/fastapi'
export { restDialect } from './dialects/rest'
export { simpleRestDialect } from './dialects/simpleRest'
export type { HydraDialectOptions } from './dialects/hydra'
export type { HydraGroupFilter, QueryPair } from './dialects/hydraFilters'
export type { StrapiDialectOptions } from './dialects/strapi'
export type { PostgrestDialectOptions } from './dialects/postgrest'
export type { SupabaseDialectOptions } from './dialects/supabase'
export type { FastapiDialectOptions, FastapiOperator } from './dialects/fastapi'
export type { RestDialectOptions } from './dialects/rest'
export type { SimpleRestDialectOptions } from './dialects/simpleRest'

// Record views
export { AtriumViews } from './scope/AtriumViews'
export { ReadView } from './views/ReadView'
export { CreateView } from './views/CreateView'
export { UpdateView } from './views/UpdateView'
export { DeleteView } from './views/DeleteView'
export { ResourceForm } from './views/form/ResourceForm'
export { FormInput } from './views/form/FormInput'
export { useAfterSave, isSameSiteRedirect } from './views/form/useAfterSave'
export { getRecordTitle } from './fields/recordTitle'
export { referenceInput } from './views/reference/referenceInput'
export { ReferenceSelect } from './views/reference/ReferenceSelect'
export { ReferenceText } from './views/reference/ReferenceText'
export { NoticeProvider, useNotify } from './views/notices/NoticeContext'
export { NoticeRegion } from './views/notices/NoticeRegion'
export type { ReadViewProps } from './views/ReadView'
export type { CreateViewProps } from './views/CreateView'
export type { UpdateViewProps } from './views/UpdateView'
export type { DeleteViewProps } from './views/DeleteView'
export type { ResourceFormProps, SubmitOutcome } from './views/form/ResourceForm'
export type { FormInputProps } from './views/form/FormInput'
export type { FormField } from './views/form/formInputs'
export type { RawValue } from './views/form/formValues'
export type { AfterSaveOutcome, AfterSaveTarget } from './views/form/useAfterSave'
export type { TitledResource } from './fields/recordTitle'
export type { Notice, NoticeAction, NoticeInput, NoticeProviderProps, Notify } from './views/notices/NoticeContext'
export type { NoticeRegionProps } from './views/notices/NoticeRegion'
export type { AnyViewResource, InputControlProps, RecordTab } from './resource/types'
export { listTab } from './resource/listTab'
export type { ListTabOptions } from './resource/listTab'
export type { ReferenceInputOptions } from './views/reference/referenceInput'
export type { ReferenceSelectProps } from './views/reference/ReferenceSelect'
export type { ReferenceTextProps } from './views/reference/ReferenceText'
export type { ReferenceChoice, ReferenceRecords, ReferenceTarget } from './views/reference/useReferenceRecords'

// List
export { ListView } from './views/list/ListView'
export { useListQuery, DEFAULT_PAGE_SIZE } from './views/list/useListQuery'
export { FilterForm } from './views/list/FilterForm'
export { Pagination } from './views/list/Pagination'
export { BulkBar } from './views/list/BulkBar'
export { ExportButton } from './views/list/ExportButton'
export { useCsvExport } from './views/list/useCsvExport'
export { toCsv, csvCell } from './views/list/exportCsv'
export { TableLayoutView, DEFAULT_ROW_ACTIONS } from './layouts/table/TableLayout'
export { getLayoutComponent, layoutComponents } from './layouts/layoutComponents'
export { QuotaFallback } from './views/QuotaFallback'
export { layoutChosen, selectRememberedLayout } from '../slices/preferencesSlice'
export { atriumPreferencesPersistConfig } from '../store/persistPreferences'
export type { BulkAction, FilterDefinition } from './resource/types'
export type { ListQueryControls, ListQueryState } from './views/list/useListQuery'
export type { FilterFormProps } from './views/list/FilterForm'
export type { PaginationProps } from './views/list/Pagination'
export type { BulkBarProps } from './views/list/BulkBar'
export type { CsvExportOptions, CsvExportState } from './views/list/useCsvExport'
export type { CsvColumn } from './views/list/exportCsv'
export type { ListLayoutComponent, ListLayoutComponentProps } from './layouts/layoutComponents'
export type { ListLayoutProps } from './layouts/ListLayoutProps'
export type { PreferencesState } from '../slices/preferencesSlice'
export { OfflineBanner } from './network/OfflineBanner'
export { useOnline } from './network/useOnline'

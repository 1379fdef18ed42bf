// The only public entry of Atrium: every export is named here.

// Resources
export { createViewResource, can } from './resource/createViewResource'
export { getViewResource, listViewResources } from './resource/registry'
export { configureAtrium, getAtriumConfiguration } from './config/configureAtrium'
export { layout } from './layouts/layout'

// Data
export { hydraDialect } from './dialects/hydra'
export { createHttpRepository } from './repositories/createHttpRepository'
export { createLocalRepository, localStorageKey } from './repositories/createLocalRepository'
export { ApiError, isApiError } from './errors/ApiError'

// Store integration
export { atriumApi } from '../store/atriumApi'
export { atriumReducers } from '../store/atriumReducers'
export { atriumMiddleware } from '../store/atriumMiddleware'
export { createAtriumStore } from '../store/createAtriumStore'

export type { Action, Collection, FilterOperator, HookContext, ListParams, ObservableRepository, Repository, SortDirection, ViewResourceContext } from './types'
export type { ApiErrorData, Violation } from './errors/ApiError'
export type { ApiConfiguration, AtriumConfiguration, Messages, OpenMode, ViewDefaults } from './config/configureAtrium'
export type { Dialect, DialectOperation, DialectRequest, DialectResponse, HttpMethod } from './dialects/Dialect'
export type { BoardColumn, BoardLayout, CalendarLayout, ListLayout, TableLayout, TimelineLayout } from './layouts/layout'
export type {
  ActionOptions, AfterSave, FieldOf, FormInputs, FormOptions, InputDefinition, InputType, PermissionRule, Permissions,
  QuotaOptions, QuotaUsage, RealtimeOptions, ResourceComponents, ResourceHooks, SelectOption, ViewResourceOptions,
} from './resource/types'
export type { ChangeEvent, CreateArg, DeleteArg, ListArg, ReadArg, ResourceEndpoints, UpdateArg, ViewResource } from './resource/ViewResource'
export type { QuotaState } from './resource/quota'
export type { AtriumRootState } from '../store/atriumReducers'
export type { AtriumStore, CreateAtriumStoreOptions } from '../store/createAtriumStore'

// Routing
export { buildViewPath, parseViewPath, parseScopeName } from './routing/viewPath'
export type { ListQuery, OverView, ViewLocation } from './routing/viewPath'

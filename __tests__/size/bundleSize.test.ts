/** @jest-environment node */
// Size budget of Atrium's own code (see BUDGET_BYTES): exact bytes, no timing.
//
// WHICH FIGURE IS ASSERTED: the code an app loads at start for what it imports. The bench's small
// admin (bench/apps/atrium/admin.tsx: one REST resource, list as a table, read, form, delete, inside
// AdminLayout) is built with esbuild (the root's devDependency), minified, production, `splitting: true`,
// format esm, peers external; the figure is the gzip -9 bytes of its entry chunk plus every chunk that
// chunk imports statically. Chunks loaded only through `import()` (board, calendar and timeline layouts,
// the filter form, the bulk bar, the CSV export, the local-storage repository, the default Hydra
// dialect, the realtime connections — fetched once a resource sets `realtime` —, the quota reader) are
// printed apart and not counted: an app that does not use them never downloads them.
// This is the honest reading of "Atrium's own code": Atrium is an ES module package with
// `"sideEffects": false`, so every host bundler drops the exports an app does not import; no app ships
// all five dialects and every helper at once.
//
// PRINTED, NOT ASSERTED: the same measure for every export of lib/index.ts at once (`export *`): what a
// host that cannot tree-shake would load at start. See bench/lib/atriumOwnSize.mjs for both builds; the
// app's imports are read from admin.tsx, each from the module defining it (as a bundler honouring
// `sideEffects: false` does with a barrel file).
//
// esbuild refuses to run inside Jest's sandbox (its realm check of TextEncoder/Uint8Array fails), so
// the builds run in a child Node process that prints one JSON line.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const ROOT = join(__dirname, '..', '..')
// Issue 7 set 35 KB when the small admin's start was 35,700-35,825 B. Issue 14's robustness (the leave
// guard and its in-page dialog, save recovery with drafts, clearing on a change of user, the abort of
// left reads, the "Not allowed" views, the served page size) and issue 20's provider parity (filter
// groups and operators, IRIs, files, bulk writes, tab and child views in the URL) and issue 16's trust
// boundaries (ids kept on the API's origin, URL JSON bounds, the authorization timeout) brought it to
// BUDGET_BYTES with their rarer parts already on demand. The budget holds that figure exactly until
// issue 21 brings the start to 30 KB. Issue 18 (one direction of dependencies) moved 46,620 B to 47,085 B:
// the local repository now reads filters through the dialects' own normaliser (lib/filters), so that
// module, shared by the start (the REST dialect) and the on-demand local repository, sits in a start
// chunk of its own (13 chunks, was 12; +331 B of the +465 B), and the layers' small modules (layout
// kinds, chooseLayout, listRequest, endpoint matchers, counted view reads) and typed texts (AdminLayout's and
// the scope fallbacks' through messageFormatter, +33 B) the rest.
// Issue 19 added 151 B (47,241 B): each resource's typed cache helpers (`util`), endpoints taking number ids.
// Issue 15's designed look added 5,322 B (47,241 → 52,563 B): about 3.0 KB of it is CSS (tokens, the
// shield against host element rules, forms, toasts, the phone bar, table rows as cards on phones;
// 5.5 KB gzip in all, from 2.5 KB), the rest the error summary, the phone menu, document titles and
// Intl formatting.
// Issue 21 moved what a list's first paint does not draw behind import(): the form (inputs, values,
// save recovery, the leave guard's hook), the dialog and drawer frames, the leave dialog and the
// windowed table body (@tanstack/react-virtual, fetched while the list request runs); the record views
// themselves stay at start, so a view that follows another on the same record takes its read over in
// the same commit (lazy views measured 2.6 KB less but let the read view's read be aborted and asked
// again), and the table's keyboard navigation stays at start. With issue 15's look (+5,322 B) that brings the start to BUDGET_BYTES (51,064 B),
// held exactly; issue 21's 30 KB is not reached yet (see the report of `npm run bench`).
// Main measured 51,232 B before issue 15's Undo (the phone bar's More panel had added 168 B); the
// delete notice's action button and its style add 507 B at start (the Undo's code and texts load
// on demand, after the delete; a chunk that fails to load costs the Undo, not the notice): 51,740 B.
// Board columns saying "{n} on this page" when the list has other pages (ListView works out `partial`): 51,772 B.
// A windowed table's cells fitted to its row height under the designed look (one rule, +43 B): 51,815 B.
// The calendar's view and date in the list's URL (read, checked, written) and the timeline's date
// window asked of the API (its range filter) add 321 B; the time grid's code and CSS load on demand: 52,136 B.
// Issue 21 (continued): the form's CSS (fields, error summary, held and restored saves) comes with the
// form's on-demand code and the frames' CSS (dialog, drawer, leave confirmation) with the frames', each
// drawn by that code's own <style> in the commit that draws it (no unstyled paint); the page and the
// notices stay in the base stylesheet (-1,545 B: 50,591 B, 22 chunks, was 23). Views start their read in a
// layout effect, before the first paint, not in RTK Query's passive effect (+72 B): 50,663 B. The form's
// and the leave dialog's texts moved to formText and leaveText, loaded with their code (-330 B): 50,333 B.
// Notices kept clear of an open frame's buttons, fields and the error summary scrolled clear of the
// top and phone bars, the summary brought into view with the first invalid field, a create page's
// default going back to the list: +107 B alone.
// Issue 18 (continued): each layout declared in its own folder, `layout` derived from the registry (one
// factory for all kinds, adding its `type`, in place of four): -7 B on its own; with the above, 50,429 B.
// Phone list cards (issue 15: the record's title, three labelled fields, the actions behind a "⋯" menu
// button) add 609 B: the card rows and their CSS (which replaced the old phone row rules), the card
// fields' choice and the menu button; the open menu (keys, focus, closing) and its CSS load on demand,
// fetched as soon as a table is drawn as cards. The delete confirmation saying whether Undo will follow
// adds 212 B (its text, and the check the Undo makes, now at start): +821 B; with the above, 51,261 B.
// The form's phone rule (full width below 768 px) moved from the notices' stylesheet into the form's own,
// after it: drawn earlier in the cascade, the form's base width rule overrode it (+2 B gzip): 51,263 B.
// Windowed rows no longer measured (no row ref), the table's window a layout root of a fixed height
// (contain:strict), rows recycled on a scroll step (issue 21): -17 B, 51,246 B. A part loaded on demand
// draws at once once its code is there (`lazyPart` keeps the loaded component and can `preload`; React
// held a revealed Suspense boundary back ~300 ms, the most of navigation → rows): +30 B alone.
// A table makes its cells' Intl formatters while its request is out (the first one starts the locale
// data, 10–20 ms), and the form and frames are preloaded through their parts: +50 B alone. The
// formatters in a task of their own, after the request's `fetch` (effects ran before it): +22 B alone.
// One factory per layout kind (`tableLayout`…), the small admin declaring its table with it: no board,
// calendar or timeline kind is registered at start, nor shipped at all (-666 B; on demand 49.8 → 38.8 KB): 50,682 B.
// A request with nothing async before it (no beforeList hook, no or a synchronous token getter) calls
// fetch at once, in the commit drawing its list, not after that commit's effects: +55 B alone. The
// measure's resolver passes on package.json's `sideEffects: false` for the library's files, as a host's
// bundler reads it (esbuild drops it for paths a plugin resolves): -11 B, 50,726 B. Parts loaded on
// demand never suspend (`lazyPart` draws its own fallback, no React.lazy, no Suspense boundaries at the
// call sites, so React's ~300 ms hold on a revealed boundary is gone): -54 B, 50,672 B. The not-found
// page through lazyPart too (no React.lazy left): -43 B, 50,629 B. A phone card's title opens its record
// (a button, when the record may be read) and its style: +73 B alone. List and read answers frozen
// before the store (Immer skips walking them: storing 1,000 records 10.2 → 6.0 ms, profiled) and the
// skeleton's pulse delayed 0.4 s: +80 B alone. The answers frozen by Immer's own `freeze` (RTK
// re-exports it) rather than a walk of Atrium's: -46 B, 50,736 B. Lists provide one tag of their own, not
// one per record (storing 1,000 records provided 1,001 tags), and a listener finds the lists holding a
// record whose tag is invalidated (lib/resource/listsHoldingRecords.ts, middleware/recordLists.ts): +234 B,
// 50,970 B. Plain objects and arrays of an answer frozen by a walk of Atrium's again, anything else by
// Immer's `freeze` (the same outcome; 1.8 → 0.5 ms for 1,000 records at page load, profiled): +66 B alone.
// A record's tag named with its type's list tag asks for no list again (that fetched them twice: RTK Query
// delays an invalidation while a request is out): +55 B alone. The frames' part is `ViewFrame` itself,
// not a component around it (its Suspense boundary had gone): -24 B, 51,067 B. One `isBrowserOffline` for
// the offline banner, network errors and the form's save hold, in place of three copies: +9 B alone.
// Records kept in local storage are each signed-in user's own: the session's `owner` (persisted, so known
// after a reload before any check) mirrored by the user-change listener for the local repository: +113 B,
// 51,189 B. A list's served page size is judged once per answer (`fulfilledTimeStamp`), not on a page a
// delete drew one short: +2 B alone. The leave guard asks before an action that leaves every form
// (`confirm`, `useConfirmLeave`: a sign-out dropped unsaved changes without asking): +72 B alone.
// A page changed at the list's foot is shown from its top (the list scrolls into view): +72 B alone.
// A refused delete's reason takes the place of its question: +2 B alone.
// What a walk found unfinished: a scope's own page (its grid of links loads on demand; the start keeps
// the redirect, the marks and the lead text), the scope named once in the top bar, table cells aligned by
// kind (numbers right, `tel` on one line, row actions at the row's end: the actions rule had lost to the
// cells' `text-align:left`): +142 B alone. A column sorts by what its input's `sortBy` names (a
// reference's column by the referenced record's field, or not at all: it sorted by ids): +62 B alone.
// No Undo where re-creating would lose a value the form does not have (an article's tags came back
// empty, unseen), the export's message dropped when the list changes and kept clear of its button: +124 B alone.
// A view's close finding the address already where it leads (a held save that went through while the
// leave question asked) replaces it rather than stepping back past the reader's list: +28 B alone.
// A failed request in words ("you are offline.", "the server could not be reached.", one `errorText` for
// every view, in place of the request's method and address), selected rows highlighted, dates on one
// line (+92 B; `errorText` is shared with on-demand parts, so it sits in a start chunk of its own): 51,785 B.
// A busy button (Save while saving) drawn like a disabled one but only aria-disabled, so it keeps the focus: +13 B alone.
// Input type `color`: a swatch of the colour before its hex code in cells and the read view (its check and
// style at start; the form's picker loads with the form): +187 B alone.
// A calendar or timeline with nothing on its dates says "No Tasks on these dates." (it said "yet", or that
// nothing matched a filter whose matches lay on other dates) and offers no "Create the first one": +42 B alone.
// The layouts a reader chose are forgotten when the user changes or signs out (the next user found the last one's
// Board): -44 B (the slice's chunk compresses better with the session slice's action in it), 51,983 B.
// One long word in a title no longer pushes the table, a heading or the page sideways (free-text cells and
// headings break it anywhere; the breadcrumb's parents keep their width): +41 B alone.
// A page past the end says "There is nothing on page 999." with "Go to page 1", and a filter matching nothing
// offers no "Create the first one" (both said "No Articles yet. Create the first one" beside "300 in all"): +96 B alone.
// The delete view and the Undo word a refusal with `errorText` straight from the endpoint's error (always the
// stored `ApiErrorData`), not through the form's `asApiError` first, which the start no longer imports: -91 B, 52,029 B.
// A create page that stays (or whose quota the save reached) puts the focus on its emptied form's first field
// (or on the fallback), not on the page's body, and its breadcrumb leads back to the list: +140 B alone.
// An update view's heading names the version its form holds (it showed a title pushed from elsewhere over the
// old field), and Reload keeps what the reader changed (the banner's look and text load with the form): +33 B alone.
// An address naming no view (`/editorial/articles/show/1`) is "Page not found" inside the scope (it drew the scope's
// page), `/<scope>/<resource>` opens its list, and a record the API says is not there (404, 410) or refuses (403)
// is said so without a Retry that would fail again: +158 B alone.
// Phone targets at least 24×24 px (checkboxes, the sort buttons' pills, the breadcrumb's links, the calendar's day
// numbers), and the filters kept 12 px clear of what follows (Tasks' dates touched Clear filters): +66 B alone.
// An input's `maxLength`: a count once four fifths are used, a longer value refused before sending (the form's
// code, loaded on demand; +2 B at start): 52,428 B.
// AdminLayout opens with a "Skip to content" link (shown when focused) to `main`, and the sidebar's footer (Sign out)
// has the 2 px focus ring of every other control: +166 B alone.
// A delete confirmation that cannot read its record (offline) names it as the cached list it was chosen from shows
// it (it said "Delete 3?"): +79 B alone.
// The bulk bar says how many selected records are off screen ("2 selected, 1 not shown here"), its delete question
// and notice name the records, its Delete is drawn as dangerous and spaced from Cancel (its code and texts load on
// demand; the list's ids on screen and the question's CSS at start): +66 B alone.
// Only free text holding a word of 30 characters or more breaks anywhere (every free-text cell did, so the table
// squeezed names and emails to a few letters a line to give a biography room): +23 B alone.
// A Reload that fails (the record deleted elsewhere) changes nothing: the form keeps its values, the banner stays: +23 B alone.
// Mend: the offline delete's list lookup and the invalidation's lists-holding-a-record walk share one reading of
// the cached lists (lib/resource/cachedLists) instead of two copies: -2 B, 52,783 B.
// A page view opens at its top (a phone reader who scrolled a list down opened the next one from the menu at
// its foot, 2,059 px down): +67 B alone.
// A control that goes away under the keyboard (the bulk bar once done, a notice's Undo) leaves the focus on the
// list's current row, an open dialog or the page, never the page's body; Export CSV and a dialog's Delete say they
// are busy with aria-disabled instead of dropping the focus: +226 B alone.
// A board card's "Move…" is the phone cards' menu button, shared (lib/layouts/MenuButton: its visible text and class
// are props; Escape, a press outside and another menu opening close it, in the on-demand MenuList): +20 B alone.
// A list with no record shows no pager ("Previous Next 0 in all Per page") and disables Export CSV; the page size keeps
// its label beside it at the pager's end: +46 B alone.
// The export's "78 exported." says what it made ("CSV file saved (78 in all)."); a view that places the focus after a
// save (the create page that stays) still may once useFocusRescue put it on the page; the list tells the bulk bar
// whether the browser is online (a report made offline is told again once it is): +25 B alone.
// The collapsed sidebar and the phone bar as a walk found them: one initial per entry in a round badge of one size
// (in the phone bar too), `sidebarFooter` as a function told whether the sidebar is collapsed (the demo's footer
// crushed "Sign out" to two lines there), the phone bar's More of its tabs' height and its focus ring: +24 B alone.
// The bulk bar refuses a second action while a delete runs too (in its on-demand chunk; the start code's
// reference to that chunk compresses 1 B differently): +1 B alone.
// Mend: the list judges "an empty first page" once, for its export and its pager, instead of twice: -1 B, 53,191 B.
// Issue 21 (continued): the record views (read, create, update, delete) load on demand, all four in one chunk fetched
// with the form and the frames once the browser idles; while their code is on its way a stand-in asks for the record
// (the view takes that read over: one request), so a record opened early waits for the slower of the two, not both.
// Their rules (header, fields, the delete's actions) and texts (recordText) come with them: -3,176 B, 50,015 B.
// A record deleted elsewhere is said so (the read view's "deleted elsewhere", the form's banner without Reload, no
// Delete), not "changed elsewhere" with a Reload that could only fail; a pushed delete reads the record again where
// shown. Its code loads with the views; the start keeps the one 404/410 check they share with the load error: +3 B alone.
// The bulk bar under the rows, held at the window's foot (sticky, above the phone bar): drawn above them it pushed every
// row down 62 px as the first was ticked, and the next click unticked it; its destructive action after the others: +68 B alone.
// Mend: the bulk bar reads the browser's state through isBrowserOffline and judges a report told again once; the update
// view takes "its save answered 404" from the mutation's own result instead of a state of its own: -1 B, 50,085 B.
// Menu marks tell entries apart: where labels share an initial (Articles, Authors were both "A" in the collapsed
// sidebar and the phone bar), two letters ("Ar", "Au"): +182 B alone.
// Tables start their first column at one place (the checkbox and actions columns as narrow as their content; a table
// of few columns gave the checkbox a share of the spare width) and keep short texts and choices whole on one line: +34 B alone.
// A reached quota keeps the list's Create in its header, disabled, its reason (the quota's fallback, or Atrium's words)
// under the header: in its place it moved the heading 34 px down. The note's code and QuotaFallback now come with the
// record views (they load when the browser idles, and with any create), the header keeps the button's height: -172 B, 50,129 B.
// On a phone, an entry under "More" closes the panel also when it is the page already shown (no address change, so the
// panel stayed open over the list): +18 B alone.
// What a walk found in the table's header: a sortable header shows a faint ↕ (stronger under the pointer or the focus;
// the sorted one an ↑ or ↓ in the accent colour, each the stylesheet's glyph in a slot of one width: ~130 B of CSS),
// and a press on a header pins the columns' widths (a colgroup, laid out fixed) until the table's box is resized (a
// ResizeObserver), so a re-sort moves no column (the new rows' content had moved them ~10 px): +311 B alone.
// Row actions that do not fit beside a table's columns go behind one "⋯" per row (measured: a ResizeObserver on the
// table's box; at 1280 Contacts' Delete was cut off at the right edge), and a referenced name's one line gives way in
// a table whose widths a sort pinned: +151 B alone.
// The export writes what the table shows (option labels, referenced titles: that code and the bulk bar's "Export selected"
// load on demand) and its button says how many ("Export 300", +1 text at start); its progress texts moved from the start's
// messages into a part loaded with the first export; the list hands the bulk bar its records on screen by id (not their
// ids alone), so "Export selected" writes them as the table shows them now: -15 B, 50,594 B.
// The delete confirmation over a list is an alertdialog (the scope tells its frame the view asks to delete; the frame,
// the question's wording and focus and the form's Delete at its foot load on demand): +7 B alone.
// While a table's page is on its way, its columns' displays start what they read (a referenced resource's names), in
// parallel with the page: they were asked once the rows were drawn, and the rows grew when they came: +37 B alone.
// Mend: the row menus' check watches the table itself (its box's first child could be the list's error above it, when a
// refetch failed with rows shown, and the table's own growth then went unseen): -6 B, 50,632 B.
// Fix of 5848102's first-column rule: the checkbox and actions columns narrow to their content only in a plain table
// from 768 px (on a phone it narrowed the select-all pill under the Title pill; in a windowed table, laid out fixed,
// it drew each checkbox out of its 1 px column): +17 B alone.
// With rows ticked, a row reached by Tab stops above the bulk bar (its room measured, in the bar's on-demand chunk;
// the start code's reference to that chunk compresses 1 B differently): +1 B alone.
// A sign-in or sign-out in another tab is followed (the session slice's `changedElsewhere`, the scope gate checking
// again, a sign-out there clearing the caches here): +159 B alone.
// A part whose code could not come says, offline, that it will load once the connection is back, in a box of its
// own (it was a bare line of text): +86 B alone.
// A table wider than its box by its columns alone (Contacts at 1024 px) keeps its row actions in view at the box's
// right edge (sticky), shaded while more is hidden there (useOverflowCue); they were past the edge: +196 B alone.
// Merged with the bulk bar's room above (measured together): 51,094 B.
// A list's Show and Edit (a row's actions, a phone card's title, the items of a row's "⋯" menu, whose code loads on
// demand) are links to the address their click opens, so a new tab, a copied address and the address on hover work,
// drawn as the buttons they replace; the address comes from the click's own path function (`openPath`) and a link is
// drawn only where it stays on the site (`linkPath`): +367 B alone.
// Merged with row links above (measured together): 51,455 B.
// Notices keep the window's foot with rows ticked, moved up just above the bulk bar (measured by the bar's on-demand
// code, +543 B there; at start only the name of the bar's chunk changed, the same minified bytes): +1 B alone.
// A list under a record draws no column of the field its filter holds to one value (an author's Articles, no Author
// column): the list leaves out the view's `hiddenFields` (+41 B); which fields, the tab's code works out, on demand: 50,850 B.
// Merged with the two changes above and the board cards' fields (measured together): 51,516 B.
// A delete the API refuses for good (a 4xx but 401, 408, 429) offers Close alone, focused, where its Delete stayed to be
// pressed in vain; a failure another try may mend reads "Try again" (+3 B alone, 50,811 B); over the changes above: 51,515 B.
// A form opened in a drawer or a dialog focuses its first editable input (the form's code, on demand, marks it and takes
// the focus from the frame's ×; the start only shares takeInitialFocus with it): -1 B alone (50,810 B); here 0 B, 51,515 B.
// Sentences name the resource as a word ("No notes yet.", "the limit of 5 bookmarks", "Back to bookmarks"; "API keys"
// kept: nameInText, which the singular's rule now calls, in any alphabet): +8 B alone (50,818 B); here +2 B alone.
// The list's export reads one way: "Export 300" when the count is known ("Export 0" disabled; it said "Export CSV" there),
// "Export" when not (a calendar, a timeline, no total), its name saying what it writes ("Export 300 articles as CSV":
// two texts at start, the singular for 1); a range layout's export is no longer disabled on days with nothing: +77 B alone
// (50,895 B); here +63 B alone.
// Deletes are undoable, as react-admin's `undoable` mode: the record leaves every cached list at once and the DELETE
// waits for its notice's time (Undo brings the same record back, same id, nothing sent; the old Undo re-created it
// under a new id, or was not offered). At start: the deferred deletes' slice, list answers leaving those records out,
// notices lapsing when they go (time up, ×, their provider unmounted) and DELETE sent with `keepalive`; the deferral
// itself loads with the record views, where the bulk bar takes it from (its shared start modules would otherwise
// have split two start chunks more, +243 B): +692 B alone.
// A full page read again while a delete waits (its records left out) is not taken for the API's page size limit
// (it clamped the page to 24, then 23…): +35 B alone.
// The two above are figures alone (on 50,649 B); merged with the changes above them (measured together): 52,318 B.
// Notices that came while a frame was open on a narrow screen (an undoable delete's, as its confirmation closes) are
// lifted above the bulk bar once it closes (they covered its buttons: the lift had been measured with the region at
// the window's top; on demand, with the bar; the start's reference to that chunk compresses 2 B differently): 52,320 B.
// Fix: the overflow cue watches the table itself, as the row menus' check does (it watched the box's first child, the
// list's error when a refetch failed with rows shown, and the table's own growth went unseen): -7 B, 52,313 B.
// A child page's "Back to …" leads under Atrium's mount path (on demand, with the record views; the start's reference to
// that chunk compresses 1 B differently, the same minified bytes): +1 B alone. (Board, calendar and timeline links: 0 B.)
// Session 16: what open forms hold unsaved survives a sign-out in another tab (kept as drafts of whoever typed it, for
// them signing in again here; dropped when another user signs in here), and a sign-in as another user in another tab is
// told in this one (`switchedElsewhere`, a notice, its two texts): +340 B alone.
// A create with no answer: lists re-read, opt-in Idempotency-Key; drafts' read/write moved on demand: -27 B alone.
// The page's scroll padding keeps focused controls clear of the sticky top bar and the phone's menu bar (AdminLayout's
// CSS; the list's top margin now only air): +31 B alone.
// A phone card's empty field is a muted "—" read out as "empty" (it was a label with nothing after it): +88 B alone.
// A record whose undoable delete waits is drawn as deleted by its own views (they drew it as if it existed), and a notice
// goes when its action's `signal` aborts (a delete sent with the page: its Undo undid nothing once restored): +29 B alone.
// A create is drawn at once only on a list whose one page shows all its records (drawn on a first page of several, it
// then left for the page the API put it on); a store-less host's notice region draws no session notice: +69 B alone.
// Page forms (sticky Save bar, first field focused, the focus after a create on the new row): all on demand, with the form and
// the record views; the same minified start, whose references to those chunks compress 3 B differently: +3 B alone.
// A board's move is a notice, as other saves are (it was told only in a hidden live region), with Undo, which moves the
// card back: the board's code is on demand; at start the list hands its layout `notify` (+6 B) alone.
// A list's menu entry leads back to the list as it was left (react-admin keeps list parameters per resource): the list
// remembers its declared filter, sort, page and page size per resource in the preferences (forgotten on a change of
// user) and the menu's link carries them: +269 B (the list's hook 113 B, the menu 97 B, the slice 56 B) alone.
// All of session 16's above merged, measured together: 53,161 B.
// Mend: the create view reuses the new record's id it read for the notice (the start's reference compresses 1 B less): 53,160 B.
// Issue 21 (session 17), texts: −195 B: the start's texts table keeps what the start draws; the frames' and confirmations'
// buttons (actionText) and the record views' quota, "Not allowed", tabs and child texts (recordText) load with their code,
// and five texts no view drew any more are gone (their keys stay overridable): 52,965 B.
// −184 B: the bulk bar's rules (the bar, its confirmation, its phone offset) and the filter form's (a filter, its label,
// a range, the phone width) come with their on-demand code, in the commit that draws them, as the bar's others did: 52,781 B.
// −291 B: a record's failed read (RecordLoadError, LoadError, canRetry, isMissingError and its two texts) moved out of
// ViewStatus, whose LoadingStatus the start draws: shared modules carry into start chunks every export on-demand code uses: 52,490 B.
// −212 B: AtriumPortalRoot and the theme's context in a module of their own: the leave dialog's (and the form's) import of
// them had put the base stylesheet (tokens, controls, notices) in a start chunk of its own, away from the other CSS: 52,278 B.
// −1,078 B: a list under a record (SubView, on demand with the record's tabs) draws the list view AtriumViews provides
// (ListViewContext) rather than importing it: that import had put the list view, the table and their CSS (13 KB gzip) in a
// start chunk of their own, shared with the tabs' code; they now compress with the rest of the start's main chunk
// (23 chunks, the context's module in the routing one): 51,200 B.
// −271 B: what forms use of the leave guard (its context, `useLeaveGuard`, the entry's type) in LeaveGuardContext: the form's
// import of LeaveGuard.tsx had put the guard itself in a start chunk shared with the form (22 chunks again): 50,929 B.
// Session 17: a list page's read leaves as its scope's check settles, before the page is drawn (startListRead,
// useEarlyListRead: issue 21's boot figure), +433 B alone.
// Both merged, measured together: 51,334 B.
// While notices show, AdminLayout's page ends their height lower (and its scroll padding), so the last card or the pagination
// scrolls clear above them: the region's ResizeObserver writing `--atrium-notices-height`, and the CSS: +186 B alone.
// With the above, measured together: 51,541 B.
// Writes made in another tab (middleware/tabChanges: a BroadcastChannel of ids; the other tabs stamp the records as changed
// elsewhere and read them again), +342 B alone.
// With the above, measured together: 51,892 B.
// A create answered 502, 503 or 504 by a gateway may have landed as one with no answer may: the create endpoint reads its lists again then (mayHaveLanded): +19 B.
// Leaving a form whose create may have landed: the leave guard hands the form's "maybe saved" to its dialog, which says so and links to the list (+35 B).
// A create in a dialog or drawer puts the focus on the new record's row too (else the notice's Show): the create view calls focusNewRecord for every frame but a custom one (+7 B).
// Records the API deleted are never read again (a view left open on one read it once more, a 404): a slice of the ids deleted
// this session (state.atrium.deletedRecords, 200 per resource, forgotten on a change of user) and the listener filling it (+266 B).
// With the above, measured together: 52,172 B.
// A phone's sort chips wrap instead of scrolling sideways (flex-wrap in place of overflow-x): −3 B alone: 52,169 B.
// The breadcrumb's list crumb carries the list's remembered query as the menu's entry does (one helper for both): +14 B alone.
// A sign-in (the scope's start, `/`) lands on the first entry's list with its remembered query, and the scope's page links so: +17 B alone.
// While "Leave without saving?" asks, the address is the form's: the leave guard hands the views a navigator whose push and
// replace wait for the answer, and puts Back back before asking (it used to let the URL move and put it back on Stay): +325 B alone.
// A click on a drawer's backdrop over a menu (or breadcrumb) link follows it: all in the frames' on-demand code; the start's
// reference to that chunk compresses differently: +1 B alone.
// With the above, measured together: 52,550 B.
// The notices' room is the main area's end, not the layout grid's (which pushed the desktop's sticky sidebar up): −5 B alone.
// A list read again shows as loading, not its old error; one the server could not be reached for is asked again by itself
// (online, or after 2 s, 4 s… up to 30 s: useReadAgainWhenBack), and a phone's skeleton cards show bars (they were blank): +197 B alone.
// A list that could not be loaded has its Export disabled, as an empty one has: +9 B alone.
// A list's page or layout changed while scrolled shows from the window's top (showListTop: Next left it 4 px down, Table
// chosen below a scrolled calendar 78 px, the heading under the top bar): +115 B alone.
// Beside an open right drawer the notices are centred between AdminLayout's sidebar and the drawer (they were centred in
// the window's uncovered part, over the sidebar's "Signed in as" and Sign out): +81 B alone.
// With the above, measured together: 52,894 B.
// s17-tables: a table pins its columns once its first page is laid out, so the next pages keep the columns and the row
// actions' choice (links or "⋯"), cells of pinned columns breaking a too long word, +48 B alone.
// s17-tables: each row action in a slot of its own, an empty box where the record does not allow it, +93 B alone.
// s17-tables: a phone card's fields across its whole width below the title line (the title kept between the checkbox
// and the "⋯"), +38 B of stylesheet alone.
// s17-tables: "Delete selected" counts only the records the reader may delete (its texts load with the bar), -1 B alone.
// s17-tables: a table pins its columns only once no cell is busy (a referenced name's "…" replaced), +111 B alone.
// With the above, measured together: 53,205 B.
// Session 18 (issue 21), chunks: −1,570 B: the record views, the form, the leave confirmation and a record's tabs and
// child views are one on-demand chunk (recordViewSet; they load together when the browser idles), and the frames' chunk
// imports no start module but the texts (isCustomFrame moved into ViewFrame): the start modules those five parts shared
// in different combinations sat in 9 start chunks of their own, now in one (22 → 13 chunks; minified 149,529 → 148,899 B): 51,635 B.
// −807 B: the write code is on demand (lib/resource/resourceWrites: the hooked creates, updates and deletes, now
// createWriteCalls, and their optimistic drawing, optimisticPatches, which takes atriumApi's util as a value so as not to
// split that start module); the endpoints stay at start and run it at once once loaded (loadResourceWrites), fetched when
// the browser idles after the first view and with the record views, which wait for it (minified 148,899 → 146,088 B): 50,828 B.
// −739 B: the bulk bar, the CSV export (its reading loop and writer, its progress texts) and the form's file control
// come in the record views' chunk (recordViewSet, fetched when the browser idles) instead of chunks of their own: the
// start modules they shared with it (the notices' context, network errors and their words, formatCell, recordTitle) no
// longer sit in start chunks of their own (13 → 10 chunks; minified 146,088 → 145,913 B): 50,089 B.
// −517 B: the notices' toasts (NoticeItems: each toast, its timer, the room the page leaves them) and their rules
// (noticeItemCss) load with the first notice, or when the browser idles after the first view; the two live regions and
// their placement stay at start, empty, so screen readers announce what comes into them (minified 145,913 → 143,745 B): 49,572 B.
// −766 B: the phone's stylesheet (AdminLayout's bottom bar, the table's rows as cards: lib/config/phoneCss) loads on
// demand, drawn in a precedence after Atrium's other sheets, as those rules were at their ends; on a phone the scope's
// gate holds the first paint until it is in (usePhonePending), elsewhere it comes when the browser idles, and phone
// layouts are drawn only with it (usePhoneLayout) (minified 143,745 → 137,608 B): 48,806 B.
// Mend: the record views' parts load through loadRecordViews itself (no alias): −3 B, 48,803 B.
// s18-session: a click on a drawer's backdrop over a link or button of the sidebar (the host's Sign out) follows it too:
// the frames' on-demand code; the start's reference to that chunk compresses differently: −4 B: (on 53,205 B) 53,201 B.
// s18-session: a change of user keeps every form draft for the user who typed it (a key per user; only their own sign-out
// here, or a host's clearUserData, drops them), and the switch notice says what was typed is kept (a longer text than
// the "not kept" it replaces): +57 B: (on 53,205 B) 53,258 B.
// s18-size and s18-session merged (the session fixes on the smaller start): 48,851 B.
// s18-lists: the most the API serves a page is judged only on the answer to the request made, and only when no other
// page size explains it (a filter from the last page made Articles 8 a page), +58 B(on 53,205 B): 53,263 B.
// s18-lists: Enter on a focused row opens it (its Show, else its Edit), as a grid's row does, +59 B(on 53,205 B): 53,322 B.
// s18-lists: the table's loading skeleton has a row's cells (their classes, text as long as their values usually are,
// drawn as bars, and the row actions' slots), so the columns do not jump as the rows come, +368 B(on 53,205 B): 53,690 B.
// s18-lists: a list's declared order (`sort`) while its URL names none, its header turning it around, +75 B(on 53,205 B): 53,765 B.
// s18-lists merged on the above: 49,334 B.
// s18-look: a calendar's or timeline's "No … on these dates." is drawn in the layout, under its navigation (the list
// hands it over as `emptyNote`; above, it pushed Previous/Today/Next 104 px down): +29 B, 53,234 B.
// s18-look: AdminLayout shows the offline banner in its top bar's end (in the flow it pushed the page 54 px down), a word
// in place of its sentence below 75rem ('offline.short'), the breadcrumb kept clear of it: +239 B, 53,473 B.
// s18-look: a phone's bulk bar is one row, its other actions behind "⋯": the list view hands the bar `usePhoneWidth()`
// and `MenuButton` (imported by the on-demand bar they were split out of the start's main chunk: +315 B): +5 B, 53,478 B.
// s18-look: an entry without an icon is marked by its initial alone, in a square badge (marksOf, which gave one or two
// letters, "Ar", "Au", is gone), a list heading's icon sized to it: -152 B, 53,326 B.
// s18-look: a date column is as wide as its widest value (two hidden samples under its header, the 28th of December at
// 10:58 AM and PM, drawn from an attribute), so the pinned widths hold every page's dates on one line: +156 B, 53,482 B.
// s18-look merged on the above, with the lists' two changes made at once (a write builds on the last one written until the router has drawn it): 49,754 B.
// s19-walk: a focused table row's ring is drawn inside its cells (inset shadows), whole over the sticky row actions: +76 B,
// 49,830 B.
// s19-walk: a list page, sort or filter never read, offline, says it could not be loaded rather than drawing the last
// answer's rows under it (its error judged on the current request's answer): +9 B, 49,839 B.
// s19: a list remembers each change for the menu's link as it is written (useListQuery's onWrite), not only once the
// router has drawn it (a menu link pressed first left it remembered without the change): +112 B, 49,951 B.
// s19-walk2: AdminLayout's collapse is kept in the persisted preferences (it opened again in the other scope and after a
// reload): +53 B (on 49,839 B) 49,892 B.
// s19-walk2 merged on the above: 50,010 B.
// The phone's "More" panel closes on a move to another page, not on a change of query: +1 B, 50,011 B.
// useListQuery draws a change at once, before the router draws its navigation (a transition): +33 B, 50,044 B.
const BUDGET_BYTES = 50_044
// The start's chunks, at most (session 18: 22 → 10). On-demand code importing a start module splits it into a start
// chunk of its own, one per combination of parts importing it (docs/ARCHITECTURE.md, "Code loaded on demand and the
// start's chunks"): each costs its import and export statements and the main chunk's gzip context.
const START_CHUNKS = 10
const SMALL_ADMIN = join(ROOT, 'bench/apps/atrium/admin.tsx')

/** Packages Atrium leaves to the host, and what they bring with them: none may end up in the build. */
const PEERS = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'react-router', 'react-router-dom', 'redux-persist']
const PEER_DEPENDENCIES = ['scheduler', 'redux', 'immer', 'reselect', 'redux-thunk', 'use-sync-external-store', 'cookie', 'set-cookie-parser']

/** Strings only the peers' own code contains (React's internals, the JSX runtime, Redux, Immer). */
const PEER_MARKERS = [
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  'react.transitional.element',
  'react-dom.production',
  '@@redux/INIT',
  '[Immer]',
]

const BUILD = `
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
const [root, admin] = process.argv.slice(1)
const esbuild = createRequire(join(root, 'package.json'))('esbuild')
const { importedNames, measureAtriumOwn } = await import(pathToFileURL(join(root, 'bench/lib/atriumOwnSize.mjs')).href)
const names = importedNames(admin)
const app = await measureAtriumOwn(esbuild, root, names)
const full = await measureAtriumOwn(esbuild, root)
console.log(JSON.stringify({ names, app, full }))
`

interface Size { bytes: number; gzip: number; chunks: number }
interface Measure {
  start: Size
  onDemand: Size
  folders: { folder: string; bytes: number }[]
  startInputs: string[]
  shippedInputs: string[]
  inputs: string[]
  external: string[]
  text: string
}
interface Build { names: string[]; app: Measure; full: Measure }

function build(): Build {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', BUILD, ROOT, SMALL_ADMIN], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(`the esbuild build of Atrium's own code failed:\n${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? '') as Build
}

const isPackage = (path: string, name: string) => path === name || path.startsWith(`${name}/`)
const describeSize = (measure: Measure) => `start ${measure.start.gzip} B gzip (${measure.start.bytes} B minified, ${measure.start.chunks} chunks); `
  + `on demand ${measure.onDemand.gzip} B gzip (${measure.onDemand.chunks} chunks); largest folders at start before gzip: `
  + measure.folders.slice(0, 6).map(({ folder, bytes }) => `${folder} ${bytes} B`).join(', ')

describe("Atrium's own code (esbuild, splitting, minified, peers external, gzip -9)", () => {
  let result: Build
  beforeAll(() => {
    result = build()
    // The unasserted figure, for the record (and for `npm run bench`, which prints both).
    console.log(`Atrium's own code — small admin (${result.names.join(', ')}): ${describeSize(result.app)}\n`
      + `Atrium's own code — every export of lib/index.ts: ${describeSize(result.full)}`)
  })

  it("measures the small admin's real imports", () => {
    expect(result.names).toEqual(expect.arrayContaining(['AtriumProvider', 'createViewResource', 'createScope', 'tableLayout', 'restDialect']))
    // The list view is drawn at start; the layouts an app does not use are not.
    expect(result.app.startInputs).toEqual(expect.arrayContaining(['lib/views/list/ListView.tsx', 'lib/layouts/table/TableLayout.tsx']))
    expect(result.app.startInputs.filter((input) => /lib\/layouts\/(board\/Board(Layout|Card)|calendar\/Calendar(Layout|Grid)|timeline\/TimelineLayout)\.tsx$/.test(input))).toEqual([])
    // The small admin sets no `realtime` and no `quota`: their code stays out of the start chunks.
    expect(result.app.startInputs.filter((input) => /lib\/realtime\/(createRealtimeSession|createRealtimeConnection|realtimeMessage|mercureHub)\.ts$|lib\/resource\/quota\.ts$/.test(input))).toEqual([])
    expect(result.app.onDemand.chunks).toBeGreaterThan(0)
    // Declared with `tableLayout` alone, the app ships no code of the other kinds, even on demand;
    // every export at once (`layout` with them) ships all four.
    const otherKinds = (inputs: string[]) => inputs.filter((input) => /^lib\/layouts\/(board|calendar|timeline)\//.test(input))
    expect(otherKinds(result.app.shippedInputs)).toEqual([])
    expect(new Set(otherKinds(result.full.shippedInputs).map((input) => input.split('/')[2]))).toEqual(new Set(['board', 'calendar', 'timeline']))
    // What a list's first paint does not draw loads on demand: the form and its inputs, values, leave
    // guard hook and save recovery (the views' own helpers stay), frames, the leave dialog, the windowed
    // body and its library.
    expect(result.app.startInputs.filter((input) => /lib\/views\/ViewFrame\.tsx$|lib\/views\/form\/(ResourceForm|FormInput|formValues|useUnsavedChangesGuard|useSaveRecovery|SaveHoldNotice)\.tsx?$|lib\/frames\/ModalFrame\.tsx$|ConfirmLeaveDialog\.tsx$|lib\/layouts\/WindowedRows\.tsx$|@tanstack\//.test(input))).toEqual([])
    // Nor what only a write, a selection, an export, a notice or a phone draws: the write code, the bulk bar, the CSV
    // writer, the toasts, the phone's stylesheet.
    expect(result.app.startInputs.filter((input) => /lib\/resource\/(resourceWrites|createWriteCalls|optimisticPatches)\.ts$|lib\/views\/list\/(BulkBar|runCsvExport|exportCsv)\.tsx?$|lib\/views\/notices\/NoticeItems\.tsx$|lib\/theme\/noticeItemCss\.ts$|lib\/config\/phoneCss\.ts$/.test(input))).toEqual([])
  })

  it(`loads at most ${BUDGET_BYTES} B gzipped at start for the small admin's imports`, () => {
    const message = `${describeSize(result.app)} — budget ${BUDGET_BYTES} B`
    expect({ gzip: result.app.start.gzip, message }).toEqual({ gzip: Math.min(result.app.start.gzip, BUDGET_BYTES), message })
  })

  it(`splits the small admin's start into at most ${START_CHUNKS} chunks`, () => {
    expect({ chunks: result.app.start.chunks, message: describeSize(result.app) }).toEqual({ chunks: Math.min(result.app.start.chunks, START_CHUNKS), message: describeSize(result.app) })
  })

  it.each(['app', 'full'] as const)('bundles no code of the peers or of their dependencies (%s)', (which) => {
    const measure = result[which]
    const bundled = measure.inputs.filter((input) => input.includes('node_modules/'))
    const peerFiles = bundled.filter((input) => [...PEERS, ...PEER_DEPENDENCIES].some((name) => input.includes(`node_modules/${name}/`)))
    expect(peerFiles).toEqual([])
    expect(PEER_MARKERS.filter((marker) => measure.text.includes(marker))).toEqual([])
  })

  it.each(['app', 'full'] as const)('imports the peers, and only the peers, from outside (%s)', (which) => {
    const external = result[which].external
    expect(external.filter((path) => !PEERS.some((name) => isPackage(path, name)))).toEqual([])
    expect(external.some((path) => isPackage(path, 'react'))).toBe(true)
  })
})

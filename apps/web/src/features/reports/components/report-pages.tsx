// The reports' pages, one lazily loaded chunk with the charts (kept out of the login and practice bundles).
export { ConceptsPage } from './concepts-page'
export { GeneralChartPage } from './general-chart-page'
export { ReportsHubPage } from './reports-hub-page'
export { SubjectChartPage } from './subject-chart-page'
export { HourUsagePage, SubjectUsagePage, WeekdayUsagePage } from './usage-pages'

// The reports' pages with charts, one lazily loaded chunk (kept out of the login and practice bundles); the hub,
// which draws no chart, is a chunk of its own (decision 0041).
export { ConceptsPage } from './concepts-page'
export { GeneralChartPage } from './general-chart-page'
export { ProficiencyPage } from './proficiency-page'
export { SubjectChartPage } from './subject-chart-page'
export { HourUsagePage, SubjectUsagePage, WeekdayUsagePage } from './usage-pages'

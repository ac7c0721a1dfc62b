/**
 * The test ids of the states a query is shown in (loading, failed, empty), full-page and in a
 * section. Stories and tests find the states by these constants, so a renamed id breaks the build,
 * not a play function. A leaf module: the state blocks import it without importing QueryView.
 */
export const queryViewTestIds = {
  /** the loading placeholder of a page or a list (`aria-busy`) */
  skeleton: 'page-skeleton',
  /** the full-page failure with its retry button */
  error: 'error-state',
  /** the full-page "nothing here" block */
  empty: 'empty-state',
  /** a section's loading placeholder (home sections) */
  sectionSkeleton: 'section-skeleton',
  /** a section's one-line failure with its retry (home sections) */
  sectionError: 'section-error',
} as const;

export type QueryViewTestId = (typeof queryViewTestIds)[keyof typeof queryViewTestIds];

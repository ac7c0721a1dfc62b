export interface SuiteProjection {
  routes: number;
  built: number;
  stories: number;
  projected: number;
  seconds: number;
}
export function suiteProjection(stories: readonly { title: string }[], routes: readonly { specifier: string | null }[], secondsPerStory: number): SuiteProjection;
export function formatProjection(projection: SuiteProjection, secondsPerStory: number): string;
export function printProjection(stories: readonly { title: string }[], ran: number, testSeconds: number): void;

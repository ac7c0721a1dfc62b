// Types for scripts/lib/preflight.mjs.
export declare const DEFAULT_CHROME_PATH: string;
export declare const CHROMIUM_PACKAGE: string;
export declare const FONTS_PACKAGE: string;
export declare const LATIN_FONTS_PACKAGE: string;

export interface PreflightProbes {
  chromePath: string;
  /** CHROME_PATH was set (a missing file there is not fixed by installing chromium) */
  chromePathFromEnv: boolean;
  chromiumFound: boolean;
  /** fonts-noto-cjk */
  fontsFound: boolean;
  /** fonts-roboto-unhinted: the Latin face Android draws the app's English with */
  latinFontsFound: boolean;
  hasApt: boolean;
  isRoot: boolean;
  /** `sudo -n true` succeeds (only probed when not root) */
  canSudo: boolean;
}

export type PreflightPlan =
  | { action: 'ready' }
  | { action: 'install'; packages: string[]; sudo: boolean; command: string }
  | { action: 'stop'; reason: string; command: string };

export declare function installCommand(packages: string[], options: { sudo: boolean }): string;
export declare function planPreflight(probes: PreflightProbes): PreflightPlan;

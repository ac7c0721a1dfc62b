// Types of scripts/new-screen.mjs for the unit tests.
export interface NewScreenArgs {
  route: string;
  name: string;
  call?: string;
  area?: string;
  session?: 'guest' | 'buyer' | 'agent';
  at?: string;
  zh?: string;
  en?: string;
  dryRun: boolean;
}

export interface CallFound {
  name: string;
  arg: string;
  result: string;
  kind: 'query' | 'pages' | 'mutation';
  apiModule: string;
}

export interface ScreenPlan {
  name: string;
  route: string;
  storyRoute: string;
  area: string;
  i18nKey: string;
  call?: CallFound;
  fields?: { name: string; type: 'string' | 'number' }[];
  argModule?: string;
  session: 'guest' | 'buyer' | 'agent';
  purpose: string;
  zhTitle: string;
  enTitle: string;
  table: string;
}

export function parseArgs(argv: string[]): NewScreenArgs;
export function planScreen(root: string, args: NewScreenArgs): ScreenPlan;
export function filesOf(plan: ScreenPlan): Record<string, string>;

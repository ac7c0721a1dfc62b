// Types of scripts/new-screen.mjs for the unit tests.
/** A story session (mocks/data/sessions.ts). */
export type StorySession = 'guest' | 'buyer' | 'agent' | 'teaRoomAgent' | 'shopOwner' | 'partner' | 'legionAgent';

/** The sessions `--session` accepts. */
export declare const SESSIONS: readonly StorySession[];

export interface NewScreenArgs {
  route: string;
  name: string;
  call?: string;
  submit?: string;
  area?: string;
  session?: StorySession;
  at?: string;
  zh?: string;
  en?: string;
  dryRun: boolean;
}

/** An endpoint and the catalogue call it serves. */
export interface CallFound {
  /** the endpoint (its hook: use<Name>Query / Mutation) */
  name: string;
  /** the catalogue's key of the call it serves (the stories' `catalogue.<callName>`) */
  callName: string;
  arg: string;
  result: string;
  kind: 'query' | 'pages' | 'mutation';
  apiModule: string;
}

export interface ArgField {
  name: string;
  optional: boolean;
  type: string;
  kind: 'string' | 'number' | 'boolean' | 'array' | 'literal' | 'other';
}

export interface ArgType {
  void: boolean;
  optional: boolean;
  argName: string;
  module: string | undefined;
  fields: ArgField[] | undefined;
}

export interface FormPlan {
  textFields: { name: string; required: boolean; zhLabel: string; enLabel: string }[];
  placeholder: boolean;
  /** the submit's argument built from the values; undefined when the generator cannot write it, null when nothing is sent */
  literal: string | null | undefined;
  defaulted: string[];
}

export interface ScreenPlan {
  name: string;
  route: string;
  storyRoute: string;
  area: string;
  i18nKey: string;
  query?: CallFound;
  queryArg?: ArgType;
  submit?: CallFound;
  submitArg?: ArgType;
  form?: FormPlan;
  typeModules: Record<string, string>;
  back: { name: string; route: string };
  session: StorySession;
  summary: string;
  zhTitle: string;
  enTitle: string;
  table: string;
}

export function parseArgs(argv: string[]): NewScreenArgs;
export function planScreen(root: string, args: NewScreenArgs): ScreenPlan;
export function filesOf(plan: ScreenPlan): Record<string, string>;
export function notesOf(plan: ScreenPlan): string[];

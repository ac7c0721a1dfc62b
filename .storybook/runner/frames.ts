/**
 * Frames: screenshots a flow story's play function asks for mid-journey (`await frame('cart')`,
 * stories/support/flows.ts), so a journey across screens is recorded screen by screen.
 *
 * preVisit exposes `window.__storyFrame(name)` on the page (once per page; each visit routes it to
 * itself). In the render that shoots the story's own baseline (zh-CN, not skipped), each call
 * takes the same stable screenshot as the story's own shot and compares it with
 * `<storyId>@frame-<n>-<name>.png` (n counts the story's frames from 1), the '@' naming of visual
 * modes (modes.ts). Every frame is a results line of its own, like a mode, and the story's line
 * lists its frames among its modes, so a frame's baseline whose story no longer shoots it is an
 * orphan. In any other render (the English one) the call returns at once.
 */
import type { Page } from 'playwright-core';
import { FRAME_BINDING, isFrameName } from '../../stories/support/flows';
import { modeId, splitModeId } from './modes';
import type { NetworkWatch } from './readiness';
import type { StoryParameters } from './story';
import { checkShot, type ModeOutcome } from './visual';

const FRAME_MODE = /^frame-([1-9][0-9]*)-([a-z0-9-]+)$/;

/** The mode part of a frame's id: `frame-<n>-<name>`. */
export function frameMode(n: number, name: string): string {
  if (!Number.isInteger(n) || n < 1) throw new Error(`a frame's number counts from 1 (got ${n})`);
  if (!isFrameName(name)) throw new Error(`"${name}" is not a frame name (lower-case letters, digits and "-")`);
  return `frame-${n}-${name}`;
}

/** A frame's result id and baseline name (without `.png`): `<storyId>@frame-<n>-<name>`. */
export function frameId(storyId: string, n: number, name: string): string {
  return modeId(storyId, frameMode(n, name));
}

/** The story, number and name of a frame's id; null for a story's own id or a mode that is not a frame. */
export function parseFrameId(id: string): { storyId: string; n: number; name: string } | null {
  const { storyId, mode } = splitModeId(id);
  const [, n, name] = (mode ? FRAME_MODE.exec(mode) : null) ?? [];
  return n && name ? { storyId, n: Number(n), name } : null;
}

interface FrameVisit {
  storyId: string;
  parameters: StoryParameters;
  network: NetworkWatch;
  /** false: frames are counted but not shot (another pass, VISUAL off, or a skipped story) */
  shoot: boolean;
  count: number;
  frames: ModeOutcome[];
}

let visit: FrameVisit | undefined;
const exposed = new WeakSet<Page>();

async function shootFrame(page: Page, name: unknown): Promise<void> {
  const current = visit;
  if (!current) return;
  if (typeof name !== 'string' || !isFrameName(name)) throw new Error(`frame(${JSON.stringify(name)}): not a frame name`);
  current.count += 1;
  if (!current.shoot) return;
  const id = frameId(current.storyId, current.count, name);
  const outcome = await checkShot(page, current.network, id, current.parameters);
  current.frames.push({ mode: { name: frameMode(current.count, name) }, id, width: page.viewportSize()?.width ?? 0, outcome });
}

/** Starts a story's visit: its frames go to this story from now on. */
export async function startFrames(
  page: Page,
  story: { storyId: string; parameters: StoryParameters; network: NetworkWatch; shoot: boolean },
): Promise<void> {
  visit = { ...story, shoot: story.shoot && story.parameters.visual?.skip !== true, count: 0, frames: [] };
  if (exposed.has(page)) return;
  exposed.add(page);
  await page.exposeFunction(FRAME_BINDING, (name: unknown) => shootFrame(page, name));
}

/**
 * The story plays again in another locale in the same visit (runner/replay.ts): its frames count
 * from 1 again, and are shot when `shoot` (the default locale's render) and the story is not skipped;
 * the frames shot so far are kept.
 */
export function armFrames(shoot: boolean): void {
  if (!visit) return;
  visit.count = 0;
  visit.shoot = shoot && visit.parameters.visual?.skip !== true;
}

/** Ends the visit: its frames, in the order they were shot. */
export function takeFrames(): ModeOutcome[] {
  const frames = visit?.frames ?? [];
  visit = undefined;
  return frames;
}

/** A story's outcome with its frames first among its mode shots, in its declared modes and its failures. */
export function withFrames<T extends { modes: ModeOutcome[]; declaredModes: string[] | null; failures: string[] }>(
  outcome: T,
  frames: ModeOutcome[],
): T {
  if (!frames.length) return outcome;
  return {
    ...outcome,
    modes: [...frames, ...outcome.modes],
    declaredModes: outcome.declaredModes && [...frames.map((shot) => shot.mode.name), ...outcome.declaredModes],
    failures: [
      ...frames.flatMap((shot) => (shot.outcome.failure ? [`visual (${shot.mode.name}): ${shot.outcome.failure}`] : [])),
      ...outcome.failures,
    ],
  };
}

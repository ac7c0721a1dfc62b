export function phaseMeans(storyLines: readonly { phases?: Record<string, number> }[]): string | null;

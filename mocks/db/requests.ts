/**
 * Writes the mock server has answered, by request number: a repeated number (a retry whose first
 * answer was lost) gets the first outcome again instead of acting twice.
 */
export interface RequestTables {
  answeredRequests: Map<string, { ok: true; data: unknown } | { ok: false; failure: unknown }>;
}

export function seedRequests(): RequestTables {
  return { answeredRequests: new Map() };
}

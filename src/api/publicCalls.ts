/*
 * Which endpoints answer the same to everyone and belong to a page: their call goes without the
 * member's token and is not the app's own data (`appData`, like the regions), so their answers may
 * be kept on the device as the page's launch data (src/app/launchData.ts). The base query notes
 * each endpoint as its calls are made, so nothing here reads the (lazily loaded) catalogue.
 */
const publicEndpoints = new Set<string>();

export function notePublicEndpoint(endpointName: string, call: { token: boolean; appData: boolean }): void {
  if (!call.token && !call.appData) publicEndpoints.add(endpointName);
}

/** Answered the same to everyone, and a page's data. */
export function isPublicEndpoint(endpointName: string): boolean {
  return publicEndpoints.has(endpointName);
}

/*
 * Which endpoints answer the same to everyone: their call goes without the member's token, so
 * their data may be kept on the device between launches (src/app/launchData.ts). The base query
 * notes each endpoint as its calls are made, so nothing here reads the (lazily loaded) catalogue.
 */
const publicEndpoints = new Set<string>();

export function notePublicEndpoint(endpointName: string, call: { token: boolean }): void {
  if (!call.token) publicEndpoints.add(endpointName);
}

export function isPublicEndpoint(endpointName: string): boolean {
  return publicEndpoints.has(endpointName);
}

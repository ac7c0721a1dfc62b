/** A mainland mobile as the personal area shows it: 138****8000 (anything else as it is). */
export function maskedMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

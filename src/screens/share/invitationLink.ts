import { href } from '@/routes';

/** The absolute link a poster's QR code and "copy link" give: the download page with the invite code. */
export function invitationLink(origin: string, inviteCode: string): string {
  return new URL(href('/share/download', { inviteCode }), origin).toString();
}

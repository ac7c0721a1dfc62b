/**
 * Customer service and the public invitation: the service centre's content (hotline, hours, common
 * questions) and the inviter behind an invite code, as the public download page shows them.
 */

/** One common question of the service centre, with its answer (plain text, paragraphs by '\n'). */
export interface ServiceQuestion {
  questionId: string;
  question: string;
  answer: string;
}

/** When the hotline and the chat are staffed: 'HH:mm' on the days named. */
export interface ServiceHours {
  days: 'workdays' | 'weekends' | 'everyday';
  open: string;
  close: string;
}

/** serviceCentre: what the customer service page shows. */
export interface ServiceCentre {
  /** the hotline as dialled, e.g. '400-800-2026' */
  phone: string;
  hours: ServiceHours[];
  questions: ServiceQuestion[];
}

export type InviterByCodeArg = { inviteCode: string };

/** The member an invite code belongs to: only what a stranger may see. */
export interface Inviter {
  nickname: string;
  avatar: string;
  inviteCode: string;
}

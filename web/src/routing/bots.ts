/** User agents that never see the error screen: crawlers, previews and audits get the status, a minimal body and one log line. */
export const BOT_USER_AGENT = /bot|lighthouse|facebookexternalhit|google/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return BOT_USER_AGENT.test(userAgent ?? '');
}

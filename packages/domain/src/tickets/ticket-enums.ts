/** Support ticket types (spec §3). i18n: `ticketType.*`. */
export const ticketTypes = ['shipping', 'operation', 'technology'] as const;
export type TicketType = (typeof ticketTypes)[number];

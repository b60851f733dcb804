/** The cache keys every notification query starts with; a resend invalidates `outbox` (lists, messages, a label's). */
export const outboxKeys = {
  all: ['notification'] as const,
  outbox: () => [...outboxKeys.all, 'outbox'] as const,
  label: (labelId: number) => [...outboxKeys.outbox(), 'label', labelId] as const,
};

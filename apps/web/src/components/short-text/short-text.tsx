import { cutText, cutTextLengths } from '@waypost/domain';
import { Tooltip } from 'antd';

/**
 * A text cut where a screen shows it short (spec §9): remarks and notes in lists at 30 characters (`short`), formatted
 * messages at 70 (`message`); the whole text in a tooltip when it was cut.
 */
export function ShortText({
  text,
  length = 'short',
  testId,
}: {
  text: string | null | undefined;
  length?: keyof typeof cutTextLengths;
  testId?: string;
}) {
  const full = text ?? '';
  const shown = cutText(full, cutTextLengths[length]);
  if (shown === full) return <span data-testid={testId}>{full}</span>;
  return (
    <Tooltip title={full}>
      <span data-testid={testId} aria-label={full}>
        {shown}
      </span>
    </Tooltip>
  );
}

import type { ClearanceStatus } from '@waypost/domain';
import { Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Palettes with a text shade that reads at 4.5:1 or more on the tag's own tint (as the label status tags). */
const statusPalettes = {
  pending: ['gold', 9],
  complete: ['green', 8],
  void: ['volcano', 8],
} as const satisfies Record<ClearanceStatus, readonly [string, number]>;

/** A batch status's name: pending and complete are the spec's (`codClearanceState`), void is this screen's. */
export function useClearanceStatusText(): (status: ClearanceStatus) => string {
  const { t } = useTranslation();
  return (status) =>
    status === 'void' ? t('clearance.status.void') : t(`codClearanceState.${status}`, { ns: 'domain' });
}

export function ClearanceStatusTag({
  status,
  testId = 'clearance-status',
}: {
  status: ClearanceStatus;
  testId?: string;
}) {
  const { token } = theme.useToken();
  const statusText = useClearanceStatusText();
  const [palette, shade] = statusPalettes[status];
  return (
    <Tag
      style={{
        color: token[`${palette}${shade}`],
        background: token[`${palette}1`],
        borderColor: token[`${palette}3`],
      }}
      data-testid={testId}
      data-status={status}
    >
      {statusText(status)}
    </Tag>
  );
}

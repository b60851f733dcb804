import type { CodServiceState } from '@waypost/domain';
import { Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Each COD state's palette and the shade of its text: as the label lists' status tags, every state reads at 4.5:1
 * or more (WCAG AA) on its own tint — Ant's preset tags put gold text on pale yellow at 2.8:1.
 */
const codStatePalettes = {
  ongoing: ['gold', 9],
  process: ['blue', 8],
  ready_to_clearance: ['cyan', 9],
  clearance: ['purple', 7],
  complete: ['green', 8],
  cancel: ['volcano', 8],
} as const satisfies Record<CodServiceState, readonly [string, number]>;

/** Where a label's cash on delivery stands (spec §4 `codServiceState`), as a tag. */
export function CodStateTag({ state, testId = 'cod-state' }: { state: CodServiceState; testId?: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [palette, shade] = codStatePalettes[state];
  return (
    <Tag
      style={{
        color: token[`${palette}${shade}`],
        background: token[`${palette}1`],
        borderColor: token[`${palette}3`],
      }}
      data-testid={testId}
      data-state={state}
    >
      {t(`codServiceState.${state}`, { ns: 'domain' })}
    </Tag>
  );
}

import { Switch, type SwitchProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** A switch that says what it is set to (spec §5 toggle: Off / On), in the UI's language. */
export function OnOffSwitch(props: SwitchProps) {
  const { t } = useTranslation();
  return <Switch checkedChildren={t('inputs.on')} unCheckedChildren={t('inputs.off')} {...props} />;
}

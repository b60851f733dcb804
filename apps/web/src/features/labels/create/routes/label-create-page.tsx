import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { labelQueryOptions } from '../../detail/api/get-label';
import { LabelForm } from '../components/label-form';
import { initialLabelFormValues } from '../label-form-model';
import { senderOfParam, senderValuesOfLabel } from '../sender-values';

/**
 * /label/create: the counter form, empty, or with the sender of another label filled in (`?sender_of={labelId}`,
 * from the label detail's "another label for this sender").
 */
export function LabelCreatePage() {
  const [params] = useSearchParams();
  const senderOf = Number(params.get(senderOfParam));
  const hasSource = Number.isSafeInteger(senderOf) && senderOf > 0;
  const source = useQuery({ ...labelQueryOptions(senderOf), enabled: hasSource });

  // A label that cannot be read (gone, another branch's) leaves the form empty rather than blocking it.
  if (hasSource && source.isPending) return <Skeleton active />;
  const initialValues = source.data
    ? { ...initialLabelFormValues, ...senderValuesOfLabel(source.data) }
    : initialLabelFormValues;
  return <LabelForm key={source.data ? `sender-of-${source.data.id}` : 'new'} initialValues={initialValues} />;
}

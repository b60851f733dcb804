import { branchServing, purchaseTypeOptions, selectRule, serviceTypeOptions } from '@waypost/domain';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDraftNotice, useConfirmLeave } from '@/components/form-draft/form-draft-notice';
import type { PlacePath } from '@/components/location-picker/place-path';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { useFormDraft } from '@/lib/form-draft';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useFormRule } from '@/lib/use-form-rule';
import { useBranches } from '../api/get-branches';
import { useCreateLabel } from '../api/create-label';
import { formItemOf, inPageOrder, labelFormName, namedError, scrollToField } from '../form-errors';
import {
  draftErrors,
  formFieldOf,
  labelValuesFromDraft,
  toLabelDraft,
  type LabelFormValues,
} from '../label-form-model';
import { FeePreview } from './fee-preview';
import { MoreDetailsCard } from './more-details-card';
import { ParcelCard } from './parcel-card';
import { PartyCard } from './party-card';

/** The counter form — sender, receiver, parcel, services — with the live fee preview (spec §2, §3, §5). */
export function LabelForm({ initialValues }: { initialValues: Partial<LabelFormValues> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const rule = useFormRule();
  const { branchName } = useDisplayNames();
  const [form] = Form.useForm<LabelFormValues>();
  // The filled form survives a reload and a lost session (issue 26 §5); its pickup window is stored as text.
  const draft = useFormDraft({
    form,
    name: 'label',
    userId: useCurrentUser().id,
    baseline: initialValues,
    fromStored: labelValuesFromDraft,
  });
  useConfirmLeave(draft);
  const branches = useBranches();
  const createMutation = useCreateLabel();
  // One key per version of the form: a double click or a retry of the same values cannot create a second label.
  const idempotencyKey = useRef<string | null>(null);

  const keepOptionsValid = (values: LabelFormValues) => {
    const purchase = purchaseTypeOptions({
      acceptType: values.accept_type,
      labelType: values.type,
      gateSubmit: values.gate_submit,
    });
    if (!purchase.includes(values.purchase_type)) form.setFieldValue('purchase_type', purchase[0]);
    const service = serviceTypeOptions(values.type);
    if (!service.includes(values.service_type)) form.setFieldValue('service_type', service[0]);
  };

  const preselectBranch = (path: PlacePath) => {
    const place = { townshipId: path.township?.id, districtId: path.district?.id, regionId: path.region?.id };
    const branch = path.township && branches.data ? branchServing(branches.data, place) : undefined;
    form.setFields([{ name: 'deliver_branch_id', value: branch?.id, errors: [] }]);
  };

  /**
   * Field errors as the clerk finds them: each under its field, the first one on the page scrolled into view just
   * below the top bar, and named in the toast ("Receiver Phone: This field is required.").
   */
  const reportErrors = (errors: Readonly<Record<string, readonly string[]>>, { alreadyShown = false } = {}) => {
    // Only fields on the page now (a server error about another field, or a hidden one, stays in the toast).
    const onForm = Object.entries(errors)
      .map(([field, messages]) => [formFieldOf(field), messages] as const)
      .filter(([field, messages]) => formItemOf(field) !== null && messages.length > 0);
    if (!alreadyShown) {
      form.setFields(
        onForm.map(([field, messages]) => ({ name: field as keyof LabelFormValues, errors: [...messages] })),
      );
    }
    const [first] = inPageOrder(onForm.map(([field]) => field));
    const message = onForm.find(([field]) => field === first)?.[1][0];
    if (!first || !message) return false;
    scrollToField(first);
    toast.error(namedError(first, message, t));
    return true;
  };

  const submit = (values: LabelFormValues) => {
    if (reportErrors(draftErrors(values, locale))) return;
    idempotencyKey.current ??= `label-${newIdempotencyKey()}`;
    createMutation.mutate(
      { draft: toLabelDraft(values), idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (label) => {
          draft.discard();
          toast.success(t('labelForm.created', { code: label.tracking_code }));
          void navigate(routeUrl('label-detail', { labelId: String(label.id) }) ?? '/');
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
          if (!reportErrors(error.errors)) toast.error(error.displayMessage);
        },
      },
    );
  };

  return (
    <Form<LabelFormValues>
      form={form}
      name={labelFormName}
      layout="vertical"
      className="wp-label-form"
      initialValues={initialValues}
      onValuesChange={(_changed, values) => {
        idempotencyKey.current = null;
        keepOptionsValid(values);
        draft.save();
      }}
      onFinish={submit}
      onFinishFailed={({ errorFields }) =>
        reportErrors(Object.fromEntries(errorFields.map(({ name, errors }) => [String(name[0]), errors])), {
          alreadyShown: true,
        })
      }
      data-testid="label-create-form"
    >
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('route.label-create')}
      </Typography.Title>
      <FormDraftNotice draft={draft} onDiscard={() => form.resetFields()} />
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <PartyCard side="source" />
            <PartyCard side="destination" onTownshipChange={preselectBranch} />
            <ParcelCard />
            <MoreDetailsCard />
          </Flex>
        </Col>

        <Col xs={24} xl={8}>
          {/* Sticks below the sticky top bar (64 px), not under it. */}
          <Flex vertical gap={16} style={{ position: 'sticky', top: 80 }}>
            <Card size="small">
              {/* A merchant's preprinted sheet (issue 30 §3): a scanner types the code and Enter, which submits nothing. */}
              <Form.Item
                name="preprint_code"
                label={t('labelForm.preprintCode')}
                extra={t('labelForm.preprintCodeHint')}
              >
                <Input
                  allowClear
                  autoComplete="off"
                  data-testid="preprint-code"
                  onPressEnter={(event) => event.preventDefault()}
                />
              </Form.Item>
              <Form.Item
                name="deliver_branch_id"
                label={t('labelForm.deliverBranch')}
                required
                rules={[rule(selectRule)]}
                extra={t('labelForm.deliverBranchHint')}
                style={{ marginBottom: 0 }}
              >
                <Select
                  data-testid="deliver-branch"
                  loading={branches.isLoading}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('labelForm.choose')}
                  options={(branches.data ?? []).map((branch) => ({
                    value: branch.id,
                    label: `${branch.code} · ${branchName(branch)}`,
                  }))}
                />
              </Form.Item>
            </Card>
            <FeePreview form={form} />
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={createMutation.isPending}
              data-testid="label-submit"
            >
              {t('labelForm.submit')}
            </Button>
          </Flex>
        </Col>
      </Row>
    </Form>
  );
}

import { PlusOutlined } from '@/components/icons/icons';
import type { CompanyItem } from '@waypost/domain';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '@/lib/display-names';
import { toast } from '@/lib/toast';
import { useCompanies } from '../api/get-companies';
import { AddOwnerModal } from '../components/add-owner-modal';
import { CompaniesTable } from '../components/companies-table';
import { CreateCompanyModal } from '../components/create-company-modal';

/**
 * /company/list (the platform's super-admin only): the companies it runs, each with its first branch; then its owner,
 * who signs in and hires the rest.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  const { localName } = useDisplayNames();
  const companies = useCompanies();
  const [creating, setCreating] = useState(false);
  const [ownerOf, setOwnerOf] = useState<CompanyItem | null>(null);

  return (
    <Flex vertical gap={12} data-testid="companies-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.companies')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="company-new">
          {t('companies.new')}
        </Button>
      </Flex>
      {companies.isError && <Alert type="error" showIcon title={t('errors.pageFailed')} />}
      <CompaniesTable rows={companies.data ?? []} loading={companies.isLoading} onAddOwner={setOwnerOf} />
      {creating && (
        <CreateCompanyModal
          onClose={() => setCreating(false)}
          onCreated={(company) => {
            setCreating(false);
            toast.success(t('companies.created', { name: localName(company) }));
          }}
        />
      )}
      {ownerOf && (
        <AddOwnerModal
          company={ownerOf}
          onClose={() => setOwnerOf(null)}
          onAdded={(owner) => {
            setOwnerOf(null);
            toast.success(t('companies.ownerAdded', { name: owner.name, userName: owner.user_name }));
          }}
        />
      )}
    </Flex>
  );
}

import { isRoleSlug, type Locale } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from './i18n';

interface NamedBranch {
  name_en: string;
  name_mm: string;
}

/** A branch's name in the reader's language (branches have English and Burmese names; Chinese readers get English). */
export function branchNameFor(branch: NamedBranch, locale: Locale): string {
  return locale === 'mm' ? branch.name_mm : branch.name_en;
}

/** Role and branch names that follow the language switch without asking the server again. */
export function useDisplayNames() {
  const { t } = useTranslation();
  const locale = useLocale();
  return {
    roleName: (role: { slug: string; name: string }) =>
      isRoleSlug(role.slug) ? t(`role.${role.slug}`, { ns: 'domain' }) : role.name,
    branchName: (branch: NamedBranch) => branchNameFor(branch, locale),
    /** Anything else named in English and Burmese (a company, a group of branches), likewise. */
    localName: (named: NamedBranch) => branchNameFor(named, locale),
  };
}

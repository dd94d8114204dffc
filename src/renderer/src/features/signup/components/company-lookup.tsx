import { Select, Spin, theme } from 'antd';
import { useState, type UIEvent } from 'react';
import type { RegisteredCompany } from '@shared/contract/company-register';
import { failureMessage } from '@renderer/lib/bridge';
import { useCompanySearch } from '../api/use-company-search';

export const COMPANY_LOOKUP_TEXT = {
  placeholder: 'Search by company name or number',
  tooShort: 'Type at least 2 characters of the name or number',
  empty: 'No company found',
  failed: 'The company register could not be searched. Try again.',
} as const;

/** How close to the end of the list (px) counts as the end, so the next 10 load in time. */
const END_OF_LIST_PX = 8;

interface CompanyOption {
  value: string;
  label: string;
  company: RegisteredCompany;
}

export interface CompanyLookupProps {
  id: string;
  value: RegisteredCompany | null;
  onChange(company: RegisteredCompany | null): void;
  onBlur(): void;
  error: string | undefined;
  describedBy: string;
}

/** UK Company Name: a search of the company register showing each company's name and number. */
export function CompanyLookup({ id, value, onChange, onBlur, error, describedBy }: CompanyLookupProps) {
  const { token } = theme.useToken();
  const [searchText, setSearchText] = useState('');
  const search = useCompanySearch(searchText);
  const options: CompanyOption[] = search.companies.map((company) => ({ value: company.company_number, label: company.company_name, company }));

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - END_OF_LIST_PX) search.loadMore();
  };

  const notFound = search.searching ? (
    <Spin size="small" />
  ) : search.tooShort ? (
    COMPANY_LOOKUP_TEXT.tooShort
  ) : search.error ? (
    failureMessage(search.error, COMPANY_LOOKUP_TEXT.failed)
  ) : (
    COMPANY_LOOKUP_TEXT.empty
  );

  return (
    <Select<{ value: string; label: string } | undefined, CompanyOption>
      id={id}
      size="large"
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch: setSearchText }}
      labelInValue
      allowClear
      virtual={false}
      placeholder={COMPANY_LOOKUP_TEXT.placeholder}
      value={value ? { value: value.company_number, label: value.company_name } : undefined}
      options={options}
      optionRender={(option) => (
        <div>
          <div>{option.data.company.company_name}</div>
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{option.data.company.company_number}</div>
        </div>
      )}
      loading={search.searching}
      notFoundContent={notFound}
      onPopupScroll={onPopupScroll}
      onChange={(selected) => onChange(search.companies.find((company) => company.company_number === selected?.value) ?? null)}
      onBlur={onBlur}
      status={error ? 'error' : undefined}
      aria-required
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
}

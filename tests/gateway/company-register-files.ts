import { writeFileSync } from 'node:fs';

/** The header of Companies House's "BasicCompanyData" CSV, leading spaces included, as published. */
export const BASIC_COMPANY_DATA_HEADER = [
  'CompanyName',
  ' CompanyNumber',
  'RegAddress.CareOf',
  'RegAddress.POBox',
  'RegAddress.AddressLine1',
  ' RegAddress.AddressLine2',
  'RegAddress.PostTown',
  'RegAddress.County',
  'RegAddress.Country',
  'RegAddress.PostCode',
  'CompanyCategory',
  'CompanyStatus',
  'CountryOfOrigin',
  'DissolutionDate',
  'IncorporationDate',
  'Accounts.AccountRefDay',
  'Accounts.AccountRefMonth',
  'Accounts.NextDueDate',
  'Accounts.LastMadeUpDate',
  'Accounts.AccountCategory',
  'Returns.NextDueDate',
  'Returns.LastMadeUpDate',
  'Mortgages.NumMortCharges',
  'Mortgages.NumMortOutstanding',
  'Mortgages.NumMortPartSatisfied',
  'Mortgages.NumMortSatisfied',
  'SICCode.SicText_1',
  'SICCode.SicText_2',
  'SICCode.SicText_3',
  'SICCode.SicText_4',
  'LimitedPartnerships.NumGenPartners',
  'LimitedPartnerships.NumLimPartners',
  'URI',
  ...Array.from({ length: 10 }, (_, index) => [` PreviousName_${index + 1}.CONDATE`, ` PreviousName_${index + 1}.CompanyName`]).flat(),
  'ConfStmtNextDueDate',
  ' ConfStmtLastMadeUpDate',
];

export interface CsvCompany {
  name: string;
  number: string;
  status?: string;
  addressLine1?: string;
  postTown?: string;
  postCode?: string;
}

function quoted(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One data row with every column of the real file, the ones the register reads filled in. */
export function basicCompanyDataRow(company: CsvCompany): string {
  const values: Record<string, string> = {
    CompanyName: company.name,
    CompanyNumber: company.number,
    'RegAddress.AddressLine1': company.addressLine1 ?? '',
    'RegAddress.PostTown': company.postTown ?? '',
    'RegAddress.Country': 'UNITED KINGDOM',
    'RegAddress.PostCode': company.postCode ?? '',
    CompanyCategory: 'Private Limited Company',
    CompanyStatus: company.status ?? 'Active',
    CountryOfOrigin: 'United Kingdom',
    IncorporationDate: '01/02/2015',
    'SICCode.SicText_1': '62020 - Information technology consultancy activities',
    URI: `http://business.data.gov.uk/id/company/${company.number}`,
  };
  return BASIC_COMPANY_DATA_HEADER.map((column) => quoted(values[column.trim()] ?? '')).join(',');
}

export function basicCompanyDataCsv(rows: readonly string[]): string {
  return `${BASIC_COMPANY_DATA_HEADER.join(',')}\r\n${rows.join('\r\n')}\r\n`;
}

export function writeBasicCompanyData(file: string, rows: readonly string[]): void {
  writeFileSync(file, basicCompanyDataCsv(rows));
}

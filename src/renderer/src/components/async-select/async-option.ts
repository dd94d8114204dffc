/**
 * Spec section 3 "Async option fields": an option an async picker loads, a team (teamName) or a
 * person (fullName), identified by _id.
 */
export interface AsyncOption {
  _id: string;
  teamName?: string;
  fullName?: string;
}

/** The caller's loader: the options for a search text, from an offset that grows by 10 per page. */
export type AsyncOptionFetcher = (search: string, offset: number) => Promise<{ data: readonly AsyncOption[] }>;

/** What a person reads for an option: the person's or the team's name. */
export function asyncOptionLabel(option: AsyncOption): string {
  return option.fullName ?? option.teamName ?? option._id;
}

/** The options with each _id once, the first occurrence kept. */
export function uniqueAsyncOptions(options: readonly AsyncOption[]): AsyncOption[] {
  const seen = new Set<string>();
  return options.filter((option) => {
    if (seen.has(option._id)) return false;
    seen.add(option._id);
    return true;
  });
}

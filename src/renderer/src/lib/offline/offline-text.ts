/** "1 change", "3 changes". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** How long ago the data on screen was read from the gateway: "just now", "12 minutes ago". */
export function ageText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${countOf(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${countOf(hours, 'hour')} ago`;
  return `${countOf(Math.floor(hours / 24), 'day')} ago`;
}

export const OFFLINE_TEXT = {
  online: 'Online',
  offline: 'Offline',
  connectionLabel: (online: boolean, waiting: number) =>
    `${online ? 'Online' : 'Offline'}, ${waiting === 0 ? 'no changes waiting' : `${countOf(waiting, 'change')} waiting`}`,
  waiting: (count: number) => `${countOf(count, 'change')} waiting`,
  toReview: (count: number) => `${countOf(count, 'change')} to review`,
  bannerTitle: 'You’re offline',
  bannerUnreachable: 'The gateway can’t be reached right now.',
  bannerAge: (age: string) => `Showing what was saved on this computer, last updated ${age}.`,
  bannerNothingSaved: 'Nothing on this page has been saved on this computer yet.',
  bannerChangesKept: 'Changes you make are kept here and sent when it’s back.',
  tryAgain: 'Try again',
  keptForLater: 'Saved on this computer. It will be sent when you’re back online.',
} as const;

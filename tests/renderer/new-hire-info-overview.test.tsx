import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { hire, hiresCoordinator } from './support/onboarding-fixtures';
import { buttonNamed, openHireInfo, openHireScreen, refusal } from './new-hire-info-support';

/** A task group, found by its heading (role queries over this large screen are slow in jsdom). */
const section = (name: string) => screen.getByText(name, { selector: 'h3' }).closest('section') as HTMLElement;
const progress = (name: string) => screen.getByLabelText(name);

describe('new hire info', { timeout: 45_000 }, () => {
  it('shows the hire at a glance: preferred name, job, start date with its distance, status and people', async () => {
    const start = dayjs().add(12, 'day');
    openHireScreen('/new-hiring/new-hire-info?id=hire-1', {
      'newHire.get': () => ({
        ok: true,
        data: { message: 'OK', data: hire({ preferredName: 'Jo', startDate: start.format('YYYY-MM-DD'), userId: 'user-jo' }) },
      }),
    });
    expect(await screen.findByText('Jo (Jordan) Rivera', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Software Engineer · Engineering · London HQ')).toBeInTheDocument();
    expect(screen.getByText(`${start.format('MM/DD/YYYY')} (starts in 12 days)`)).toBeInTheDocument();
    expect(screen.getByText('Preboarding')).toBeInTheDocument();
    expect(screen.getByText('Morgan Manager')).toBeInTheDocument();
    expect(screen.getByText('Bailey Buddy')).toBeInTheDocument();
    expect(screen.getByText('Invited')).toBeInTheDocument();
    expect(buttonNamed('Resend invite')).toBeEnabled();
    expect(buttonNamed('Withdraw')).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Preview welcome experience' })).toHaveAttribute(
      'href',
      '/new-hiring/new-hire-info/preview-welcome-experience?id=hire-1',
    );
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/new-hiring/profile/edit?id=hire-1');
  });

  it('groups the tasks by category in the spec’s order, each with its progress, and marks overdue ones in words', async () => {
    await openHireInfo();
    const groups = [...document.querySelectorAll('section > div > h3')].map((heading) => heading.textContent);
    expect(groups).toEqual(['Build relationships', 'Know the company', 'Job training', 'Logistics']);
    expect(progress('Overall progress')).toHaveAttribute('aria-valuetext', '1/3 done');
    expect(progress('Build relationships progress')).toHaveAttribute('aria-valuetext', '1/1 done');
    expect(progress('Know the company progress')).toHaveAttribute('aria-valuetext', '0/0 done');
    expect(within(section('Logistics')).getByText('Order a laptop')).toBeInTheDocument();
    expect(within(section('Job training')).getByText('Due 11/20/2026 (overdue)')).toBeInTheDocument();
    // A done task may be reopened but not deleted.
    expect(within(section('Build relationships')).getByLabelText('Reopen Lunch with the team')).toBeInTheDocument();
    expect(within(section('Build relationships')).queryByLabelText('Delete Lunch with the team')).not.toBeInTheDocument();
  });

  it('lists the plans, documents and activity', async () => {
    await openHireInfo();
    expect(await screen.findByText('Engineering onboarding')).toBeInTheDocument();
    expect(progress('Engineering onboarding progress')).toHaveAttribute('aria-valuetext', '2/8 done');
    const documents = await screen.findByLabelText('Documents');
    expect(within(documents).getByText('Signed offer letter')).toBeInTheDocument();
    expect(within(documents).getByText('offer-letter.pdf · 240 KB')).toBeInTheDocument();
    expect(screen.getByText('Supported formats: PDF, JPEG, PNG, GIF, WebP')).toBeInTheDocument();
    const changes = await screen.findByLabelText('Changes');
    expect(within(changes).getByText('Casey Coordinator changed Job title from Junior Engineer to Software Engineer')).toBeInTheDocument();
  });

  it('says clearly when the hire does not exist, with a way back to the list', async () => {
    const { user, location } = openHireScreen('/new-hiring/new-hire-info?id=hire-gone', { 'newHire.get': () => refusal('New hire not found.', 404) });
    expect(await screen.findByText('New hire not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to new hires' }));
    expect(location()).toBe('/new-hiring');
  });

  it('says which hire is missing when the address names none', async () => {
    openHireScreen('/new-hiring/new-hire-info');
    expect(await screen.findByText(/does not say which new hire to show/)).toBeInTheDocument();
  });

  it('disables every button that changes something while an administrator is logged in as the user', async () => {
    await openHireInfo({}, hiresCoordinator({ loginAs: 'Ada Admin' }));
    for (const text of ['Withdraw', 'Invite', 'Add task', 'Assign plan', 'Browse files']) expect(buttonNamed(text)).toBeDisabled();
    for (const label of ['Complete Order a laptop', 'Block Order a laptop', 'Edit Order a laptop', 'Delete Order a laptop'])
      expect(screen.getByLabelText(label)).toBeDisabled();
  });

  it('disables the changes for a user who may view new hires but not manage them, and says why', async () => {
    await openHireInfo({}, hiresCoordinator({ permissions: ['onb.home.view', 'onb.new_hires.view'] }));
    expect(screen.getByText(/You can look at new hires but not change them/)).toBeInTheDocument();
    expect(buttonNamed('Add task')).toBeDisabled();
    expect(screen.getByLabelText('Complete Order a laptop')).toBeDisabled();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import CallCenterScreen from '@/screens/service/CallCenterScreen';
import { serviceCentre } from '@mocks/data/service';
import { expectRoute } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';

const [first, second] = serviceCentre.questions;
if (!first || !second) throw new Error('the service centre has two questions at least');

/**
 * /callCenter: the customer service centre: the online chat, the hotline (a tel: link), the
 * service hours and the common questions, one open at a time (serviceCentre).
 */
const screen = screenStories({
  component: CallCenterScreen,
  route: '/callCenter',
  session: 'buyer',
  docs: {
    summary: 'Customer service centre: 在线客服 (opens /chat/conversation), the hotline as a tel: link, service hours, common questions in an accordion; all from serviceCentre.',
    calls: [catalogue.serviceCentre],
  },
  scenarios: {
    call: catalogue.serviceCentre,
    emptyData: { phone: '', hours: [], questions: [] },
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByText(first.question)).toBeVisible();
      await expect(canvas.getByRole('link', { name: t('callCenter.callPhone', { phone: '400-800-2026' }) })).toHaveAttribute('href', 'tel:4008002026');
      await expect(canvas.getByText(t('callCenter.hoursLine', { days: t('callCenter.days.workdays'), open: '09:00', close: '21:00' }))).toBeVisible();
      await expect(canvas.getByRole('button', { name: new RegExp(t('callCenter.chat')) })).toBeVisible();
    },
  },
  widths: [320],
});

const meta = { title: 'Screens/Service/CallCenter', ...screen.meta } satisfies Meta<typeof CallCenterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const Empty: Story = screen.Empty;
export const NetworkError: Story = screen.NetworkError;

/** A question opens on a tap with its answer; opening another closes the first. */
export const QuestionExpands: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText(first.question));
    await waitFor(() => expect(canvas.getByText(first.answer)).toBeVisible());
    await userEvent.click(canvas.getByText(second.question));
    await waitFor(() => expect(canvas.getByText(second.answer)).toBeVisible());
    // the questions share one name: opening the second closed the first
    await waitFor(() => expect(canvas.getByText(first.answer)).not.toBeVisible());
    await expect(canvas.getByText(second.question).closest('details')).toHaveAttribute('open');
  },
};

/** 在线客服 opens the conversations page. */
export const ChatEntryOpensConversations: Story = {
  parameters: endsOn('/chat/conversation'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(t('callCenter.chat')) }));
    await expectRoute('/chat/conversation');
  },
};

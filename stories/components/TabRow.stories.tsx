import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TabRow } from '@/components/TabRow/TabRow';
import { storyMaker } from '../support/storyMaker';

const ITEMS = [
  { key: 'about', label: '商城介绍' },
  { key: 'honor', label: '荣誉资质' },
  { key: 'report', label: '检测报告' },
  { key: 'certification', label: '认证证书' },
] as const;
type Key = (typeof ITEMS)[number]['key'];

function Row({ start = 'about' }: { start?: Key }) {
  const [active, setActive] = useState<Key>(start);
  return <TabRow items={ITEMS} active={active} onChange={setActive} label="商城信息" testId="tab-row" />;
}

/** Tabs sharing the width (the mall's and the order screens' kind): the chosen one in brand red, underlined. */
const meta = {
  title: 'Components/TabRow',
  component: Row,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const FirstChosen: Story = story(async ({ canvas }) => {
  const tabs = within(await canvas.findByTestId('tab-row')).getAllByRole('tab');
  await expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
  await expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
});

/** A tap chooses a tab. */
export const TapChooses: Story = story(async ({ canvas }) => {
  await userEvent.click(canvas.getByRole('tab', { name: '检测报告' }));
  await expect(canvas.getByRole('tab', { name: '检测报告' })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tab', { name: '商城介绍' })).toHaveAttribute('aria-selected', 'false');
});

/** The arrow keys move the choice and the focus, wrapping at the ends. */
export const ArrowKeysMove: Story = story(async ({ canvas }) => {
  canvas.getByRole('tab', { name: '商城介绍' }).focus();
  await userEvent.keyboard('{ArrowLeft}');
  await expect(canvas.getByRole('tab', { name: '认证证书' })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tab', { name: '认证证书' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  await expect(canvas.getByRole('tab', { name: '荣誉资质' })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tab', { name: '荣誉资质' })).toHaveFocus();
});

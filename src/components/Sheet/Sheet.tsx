import { Popup, type PopupProps } from 'antd-mobile';
import { useEffect, useState, type MouseEvent } from 'react';
import { SHEET_TAP_GUARD_MS, sheetTapsAttribute } from './tapGuard';

/**
 * A bottom sheet: antd-mobile's Popup that ignores taps for a short moment after it opens. The tap
 * that opens a sheet is often the first of a double tap, and the second lands on whatever the sheet
 * drew under the finger: 去支付's second tap was 确认支付 and paid with the default channel. A
 * sheet mounted open (loaded on the tap) does not animate, so antd-mobile's `afterShow` never comes
 * and only a time works: for `SHEET_TAP_GUARD_MS` after `visible` turns on, a click inside the
 * sheet or on its mask does nothing. The sheet's wrapper says where it is in `data-taps`
 * (`off`, then `on`), which tests wait for. Every sheet of the app is this one, not a raw Popup.
 */
export function Sheet({ visible = false, onMaskClick, onClose, closeOnMaskClick = false, children, ...popup }: PopupProps) {
  const [tapsOn, setTapsOn] = useState(false);
  useEffect(() => {
    if (!visible) return undefined;
    const timer = setTimeout(() => setTapsOn(true), SHEET_TAP_GUARD_MS);
    return () => {
      clearTimeout(timer);
      setTapsOn(false);
    };
  }, [visible]);

  const ignoreWhileOpening = (event: MouseEvent) => {
    if (tapsOn) return;
    event.preventDefault();
    event.stopPropagation();
  };
  const maskClicked = (event: MouseEvent<HTMLDivElement>) => {
    if (!tapsOn) return;
    onMaskClick?.(event);
    if (closeOnMaskClick) onClose?.();
  };

  return (
    <Popup visible={visible} onMaskClick={maskClicked} {...(onClose ? { onClose } : {})} {...popup}>
      <div style={{ display: 'contents' }} onClickCapture={ignoreWhileOpening} {...{ [sheetTapsAttribute]: tapsOn ? 'on' : 'off' }}>
        {children}
      </div>
    </Popup>
  );
}

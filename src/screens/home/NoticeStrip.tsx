import type { CSSProperties, ReactNode } from 'react';
import styles from './NoticeStrip.module.css';

export interface NoticeStripProps {
  /** the tag before the text (茶讯) */
  tag: ReactNode;
  /** the notices' text, one line */
  text: string;
  /** true: the text scrolls in a loop; false: one still line, ellipsised */
  scrolling: boolean;
}

/** Scrolling speed (px a second) and the pause before it starts. */
const SPEED_PX_PER_S = 40;
const START_DELAY_S = 1.5;
/** A CJK character at the strip's 13 px: what the duration is worked out from (no layout read). */
const CHAR_PX = 13;

/**
 * The home page's notice strip. Written here rather than antd-mobile's NoticeBar: that one measures
 * its text on a timer and through resize and mutation observers, on the launch path, and weighs 1.5 KB
 * gzip of the /home budget with its icons. Here the scroll is one CSS animation: the text twice in a
 * row moves left by one copy's width, so the loop has no seam and its end looks like its start.
 */
export function NoticeStrip({ tag, text, scrolling }: NoticeStripProps) {
  const motion = { '--notice-duration': `${Math.max(4, Math.round((Array.from(text).length * CHAR_PX) / SPEED_PX_PER_S))}s`, '--notice-delay': `${START_DELAY_S}s` } as CSSProperties;
  return (
    <div className={styles.strip}>
      <span className={styles.tag}>{tag}</span>
      <span className={styles.window}>
        {scrolling ? (
          <span className={styles.track} style={motion}>
            <span className={styles.copy}>{text}</span>
            <span className={styles.copy} aria-hidden="true">
              {text}
            </span>
          </span>
        ) : (
          <span className={styles.still}>{text}</span>
        )}
      </span>
    </div>
  );
}

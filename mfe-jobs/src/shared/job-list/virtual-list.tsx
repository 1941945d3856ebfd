import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import './job-list.css';

/** Row height and overscan of every job list (spec §9). */
export const ROW_HEIGHT = 52;
export const OVERSCAN = 5;
/**
 * The directory's row on a phone (under 600 px): a long job name wraps onto up to three lines
 * instead of ending in "…" (decision 268), beside its 44 px Save and Compare buttons.
 */
export const PHONE_ROW_HEIGHT = 72;
/** Height of a group's heading, margins included (see job-list.css). */
export const GROUP_HEADER_HEIGHT = 56;

export interface ListGroup<T> {
  readonly id: string;
  /** The group's heading (an <h2>, sticky while the group is on screen); none for a plain list. */
  readonly title?: string;
  readonly items: readonly T[];
}

export interface VirtualListProps<T> {
  readonly groups: readonly ListGroup<T>[];
  readonly getKey: (item: T) => string | number;
  /** One row's content (inside its <li>): a link, and anything a row carries beside it. */
  readonly renderRow: (item: T) => ReactNode;
  /** The accessible name of each group's list (e.g. "Health: 12 jobs"); the whole list's for one group. */
  readonly listLabel: (group: ListGroup<T>) => string;
  /** Scroll inside this element (the search panel); without it the page scrolls (the directory). */
  readonly scrollElement?: RefObject<HTMLElement | null>;
  /** Ids for the group headings and sections (`${idPrefix}${group.id}`), so #anchors work. */
  readonly idPrefix?: string;
  readonly className?: string;
  /** Every row's height (default ROW_HEIGHT); the directory's are taller on a phone (decision 268). */
  readonly rowHeight?: number;
}

interface Layout {
  /** Flat index of each group's heading (or of its first row when it has no heading). */
  readonly starts: number[];
  /** For each flat index: its group and its row in the group (-1 for a heading). */
  readonly at: { group: number; row: number }[];
  /** Pixel offset of each group's section within the list. */
  readonly tops: number[];
  readonly heights: number[];
}

function layoutOf<T>(groups: readonly ListGroup<T>[], rowHeight: number): Layout {
  const starts: number[] = [];
  const at: Layout['at'] = [];
  const tops: number[] = [];
  const heights: number[] = [];
  let top = 0;
  groups.forEach((g, gi) => {
    starts.push(at.length);
    tops.push(top);
    if (g.title !== undefined) at.push({ group: gi, row: -1 });
    g.items.forEach((_, row) => at.push({ group: gi, row }));
    const height = (g.title !== undefined ? GROUP_HEADER_HEIGHT : 0) + g.items.length * rowHeight;
    heights.push(height);
    top += height;
  });
  return { starts, at, tops, heights };
}

/**
 * A virtual list of jobs, in groups (spec §9: 52 px rows, overscan 5). Only the rows near the
 * viewport are in the DOM; every group's section and heading always are, so the headings can be
 * jumped to (#anchors, a screen reader's heading list) and stay visible (sticky) while their group
 * scrolls. Each group is a real list whose rows say their position and the group's size
 * (aria-posinset / aria-setsize), so a screen reader counts the whole group, not the rendered rows.
 * The focused row is always kept rendered, and focus moving down scrolls the next rows in.
 * Find-in-page only sees the rendered rows (decision 141): the filters and the search bar do that job.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  return props.scrollElement ? (
    <ElementList {...props} scrollElement={props.scrollElement} />
  ) : (
    <WindowList {...props} />
  );
}

function useFocusedIndex() {
  const focused = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const f = focused.current;
    if (f !== null && f < range.count && !indexes.includes(f)) indexes.push(f);
    return indexes.sort((a, b) => a - b);
  }, []);
  return { focused, rangeExtractor };
}

function WindowList<T>(props: VirtualListProps<T>) {
  const rowHeight = props.rowHeight ?? ROW_HEIGHT;
  const layout = useMemo(() => layoutOf(props.groups, rowHeight), [props.groups, rowHeight]);
  const root = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const { focused, rangeExtractor } = useFocusedIndex();
  // Where the list starts on the page: measured when the groups change (what is above them may
  // have changed too) and when the window is resized (text above it rewraps).
  useLayoutEffect(() => {
    const measure = () => {
      const top = (root.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((old) => (Math.abs(top - old) > 0.5 ? top : old));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [props.groups]);
  const virtualizer = useWindowVirtualizer({
    count: layout.at.length,
    estimateSize: (i) => (layout.at[i]!.row === -1 ? GROUP_HEADER_HEIGHT : rowHeight),
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
  });
  // A new row height (the window crossed the phone breakpoint): every offset is new.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  return (
    <Groups
      {...props}
      rowHeight={rowHeight}
      rootRef={root}
      layout={layout}
      items={virtualizer.getVirtualItems()}
      focused={focused}
    />
  );
}

/**
 * The scroll element's size; while it has none (a panel still hidden, or no layout at all) it
 * counts as a window's height, so the first rows are there when it shows.
 */
const observeRectOrWindow: typeof observeElementRect = (instance, cb) =>
  observeElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : { width: rect.width, height: instance.targetWindow?.innerHeight ?? 0 }),
  );

function ElementList<T>(props: VirtualListProps<T> & { scrollElement: RefObject<HTMLElement | null> }) {
  const rowHeight = props.rowHeight ?? ROW_HEIGHT;
  const layout = useMemo(() => layoutOf(props.groups, rowHeight), [props.groups, rowHeight]);
  const { focused, rangeExtractor } = useFocusedIndex();
  const virtualizer = useVirtualizer({
    count: layout.at.length,
    getScrollElement: () => props.scrollElement.current,
    observeElementRect: observeRectOrWindow,
    estimateSize: (i) => (layout.at[i]!.row === -1 ? GROUP_HEADER_HEIGHT : rowHeight),
    overscan: OVERSCAN,
    rangeExtractor,
  });
  return (
    <Groups {...props} rowHeight={rowHeight} layout={layout} items={virtualizer.getVirtualItems()} focused={focused} />
  );
}

/** A group's section and its heading (an <h2> with an id, so #anchors and the heading list work). */
function GroupSection<T>({
  group,
  idPrefix,
  style,
  children,
}: {
  group: ListGroup<T>;
  idPrefix?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const headingId = group.title !== undefined && idPrefix ? `${idPrefix}h-${group.id}` : undefined;
  return (
    <section
      id={idPrefix ? `${idPrefix}${group.id}` : undefined}
      className="jobs-vlist__group"
      aria-labelledby={headingId}
      style={style}
    >
      {group.title !== undefined ? (
        <h2 id={headingId} className="jobs-vlist__heading">
          {group.title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

function Groups<T>({
  groups,
  getKey,
  renderRow,
  listLabel,
  idPrefix,
  className,
  layout,
  items,
  focused,
  rootRef,
  rowHeight = ROW_HEIGHT,
}: VirtualListProps<T> & {
  layout: Layout;
  items: VirtualItem[];
  focused: RefObject<number | null>;
  rootRef?: RefObject<HTMLDivElement | null>;
}) {
  // The rendered rows of each group.
  const rowsOf = new Map<number, number[]>();
  for (const item of items) {
    const pos = layout.at[item.index];
    if (!pos || pos.row === -1) continue;
    const list = rowsOf.get(pos.group) ?? [];
    list.push(pos.row);
    rowsOf.set(pos.group, list);
  }
  const total = layout.tops.length ? layout.tops.at(-1)! + layout.heights.at(-1)! : 0;
  return (
    <div ref={rootRef} className={['jobs-vlist', className].filter(Boolean).join(' ')} style={{ height: total }}>
      {groups.map((group, gi) => {
        const list = (
          <ul
            className="jobs-vlist__rows"
            aria-label={listLabel(group)}
            style={{ height: group.items.length * rowHeight }}
          >
            {(rowsOf.get(gi) ?? []).map((row) => {
              const item = group.items[row]!;
              const flat = layout.starts[gi]! + (group.title !== undefined ? 1 : 0) + row;
              return (
                <li
                  key={getKey(item)}
                  className="jobs-vlist__row"
                  aria-setsize={group.items.length}
                  aria-posinset={row + 1}
                  data-index={flat}
                  style={{ height: rowHeight, transform: `translateY(${row * rowHeight}px)` }}
                  onFocus={() => {
                    focused.current = flat;
                  }}
                  onBlur={(e) => {
                    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = null;
                  }}
                >
                  {renderRow(item)}
                </li>
              );
            })}
          </ul>
        );
        return (
          <GroupSection
            key={group.id}
            group={group}
            idPrefix={idPrefix}
            style={{ top: layout.tops[gi], height: layout.heights[gi] }}
          >
            {list}
          </GroupSection>
        );
      })}
    </div>
  );
}

export interface StaticListProps<T> {
  readonly groups: readonly ListGroup<T>[];
  readonly getKey: (item: T) => string | number;
  readonly renderRow: (item: T) => ReactNode;
  readonly listLabel: (group: ListGroup<T>) => string;
  /** The size of each group's whole list, when it shows only its first rows (aria-setsize). */
  readonly sizeOf?: (group: ListGroup<T>) => number;
  readonly idPrefix?: string;
}

/**
 * A server's first view of a virtual list (decision 366): the same sections, headings, lists and
 * rows, every row drawn and in the page's flow. The rows' heights come from CSS
 * (`.jobs-vlist--static`, a page's media queries), not from a style attribute: the server has no
 * window, so only CSS can give a phone and a laptop their own row height. So each row is where the
 * app's list draws it.
 */
export function StaticList<T>({ groups, getKey, renderRow, listLabel, sizeOf, idPrefix }: StaticListProps<T>) {
  return (
    <div className="jobs-vlist jobs-vlist--static">
      {groups.map((group) => {
        const size = sizeOf?.(group) ?? group.items.length;
        return (
          <GroupSection key={group.id} group={group} idPrefix={idPrefix}>
            <ul className="jobs-vlist__rows" aria-label={listLabel(group)}>
              {group.items.map((item, row) => (
                <li key={getKey(item)} className="jobs-vlist__row" aria-setsize={size} aria-posinset={row + 1}>
                  {renderRow(item)}
                </li>
              ))}
            </ul>
          </GroupSection>
        );
      })}
    </div>
  );
}

export {
  VirtualList,
  StaticList,
  ROW_HEIGHT,
  PHONE_ROW_HEIGHT,
  OVERSCAN,
  GROUP_HEADER_HEIGHT,
  type ListGroup,
  type VirtualListProps,
  type StaticListProps,
} from './virtual-list';
export { JobRow, type JobRowProps, type RowJob } from './job-row';

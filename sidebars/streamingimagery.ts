import type {SidebarItems} from './helpers';

export default ['streaming-imagery/index'] satisfies SidebarItems;

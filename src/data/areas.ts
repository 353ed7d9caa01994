/**
 * The documentation areas, for the home page cards. The data lives in
 * config/areas.ts, the bottom layer, because the navbar needs it too.
 */
export {areas, type Area} from '../../config/areas';

import { Icon } from '../kit/icon';

/** A download arrow for the Export buttons (decorative: the button's text names it). */
export const DownloadIcon = () => <Icon d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" />;

import { loadTexts } from './index';

// Unit tests render pages without the router's route gate: every feature catalogue in first.
await loadTexts();

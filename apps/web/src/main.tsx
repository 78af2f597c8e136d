import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { checkAppVersion } from './lib/app-version';
import { startApp } from './app/start';

// Before anything reads storage: a new build version clears what older builds persisted.
checkAppVersion();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

void startApp(container);

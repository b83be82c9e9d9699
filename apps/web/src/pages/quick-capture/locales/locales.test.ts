import en from './en.json';
import it_ from './it.json';
import { describeCatalogues } from '../../../test/catalogues.ts';

describeCatalogues('quickCapture', en, it_);

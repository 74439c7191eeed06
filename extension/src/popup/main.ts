import { mountPopup } from './popup-page'

void mountPopup(document)

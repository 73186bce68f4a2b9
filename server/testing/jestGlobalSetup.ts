import { prepareEmbeddedTestImages } from './testDatabase';

export default prepareEmbeddedTestImages;

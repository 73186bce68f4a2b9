import { prepareTestDatabases } from './testDatabase';

export default prepareTestDatabases;

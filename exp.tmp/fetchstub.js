// the app sends every call through the xhr adapter (upload progress); the fetch adapter is never chosen
export const getFetch = () => undefined;
export default undefined;

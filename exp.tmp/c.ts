import axios from 'axios';
console.log(axios.create);

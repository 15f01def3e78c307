import { extend } from '@react-three/fiber';
import { Color, DirectionalLight, Group, HemisphereLight, Mesh } from 'three';

/**
 * The three.js classes the scene's JSX names (`<mesh>`, `<group>`, the lights, `<color>`): registered one
 * by one instead of the whole namespace (what r3f's `<Canvas>` does), so the bundle keeps only the parts of
 * three.js the room uses. A new intrinsic element in the scene needs its class added here.
 */
extend({ Color, DirectionalLight, Group, HemisphereLight, Mesh });
